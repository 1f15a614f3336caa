import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { pageHeaders, renderCheckoutPage, renderNotFoundPage, returnUrlFor } from './checkout-page.ts';
import {
  type EventType,
  type FailureReason,
  fingerprint,
  newId,
  PAYMENT_TTL_MS,
  type Payment,
  PaymentStore,
  parsePaymentRequest,
  toPaymentObject,
  ValidationError,
  type WebhookEvent,
} from './payments.ts';
import { SIGNATURE_HEADER, verifySignature } from './signature.ts';
import { DEFAULT_RETRY_DELAYS_MS, WebhookSender } from './webhooks.ts';

export interface PspOptions {
  /** Shared with the merchant: verifies its requests and signs our webhooks. */
  secret: string;
  /** Where browsers reach this server; checkout URLs are built from it. */
  publicUrl: string;
  /** Clock in epoch milliseconds, replaceable so tests can jump past expiry or the signature window. */
  now?: () => number;
  fetchImpl?: typeof fetch;
  retryDelaysMs?: number[];
  /** How often pending payments are checked for expiry (default 5 s). */
  sweepIntervalMs?: number;
}

const PAYMENT_ID = /^pay_[0-9a-f]{24}$/;
const MERCHANT = /^[A-Za-z0-9_-]{1,64}$/;
const BODY_LIMIT_BYTES = 64 * 1024;
const DEFAULT_SWEEP_INTERVAL_MS = 5_000;

type RawBody = Buffer | undefined;
type IdParams = { id: string };

/** An API error in the ADR's `{ error, message }` shape. */
class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

/**
 * Builds the sandbox provider (not listening): the signed merchant API under /v1, the hosted
 * checkout page, webhooks and the expiry sweep. Closing the app stops the sweep and the retries.
 */
export function buildPsp(options: PspOptions): FastifyInstance {
  const now = options.now ?? Date.now;
  const publicUrl = normalisePublicUrl(options.publicUrl);
  const store = new PaymentStore();
  const webhooks = new WebhookSender({
    secret: options.secret,
    now,
    fetchImpl: options.fetchImpl ?? fetch,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
  });

  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT_BYTES });

  // Bodies stay raw bytes: the signature is over exactly what was sent, so JSON is parsed only
  // after verification. Checkout forms carry no fields; their (empty) body is accepted and ignored.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'buffer' },
    (_request, body, done) => done(null, body),
  );

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, _request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send({ error: error.code, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).send({ error: 'payload_too_large', message: 'Body too large.' });
    }
    if (status === 415) {
      return reply
        .code(415)
        .send({ error: 'unsupported_media_type', message: 'Send application/json (or a form post).' });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: 'invalid_request', message: error.message });
    }
    console.error(error);
    return reply.code(500).send({ error: 'internal_error', message: 'Something went wrong.' });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ error: 'not_found', message: 'No such route.' });
  });

  // ---- Payment life cycle -----------------------------------------------------------------

  /** Settles a pending payment and queues its webhook; the event is kept for resend-webhook. */
  function settle(payment: Payment, status: 'SUCCEEDED' | 'FAILED' | 'EXPIRED', completedAtMs: number): void {
    const failureReason: FailureReason | null =
      status === 'FAILED' ? 'declined' : status === 'EXPIRED' ? 'expired' : null;
    payment.status = status;
    payment.failureReason = failureReason;
    payment.completedAtMs = completedAtMs;
    const type: EventType = status === 'SUCCEEDED' ? 'payment.succeeded' : 'payment.failed';
    const event: WebhookEvent = {
      id: newId('evt'),
      type,
      createdAt: new Date(now()).toISOString(),
      data: toPaymentObject(payment, publicUrl),
    };
    const body = JSON.stringify(event);
    payment.lastEvent = { event, body };
    webhooks.send({ url: payment.request.webhookUrl, body });
  }

  /**
   * Expires a payment whose time is up. Called on every read as well as by the sweep, so nobody
   * can pay in the gap between expiry and the next sweep. `completedAt` is the expiry instant
   * itself, whichever of the two noticed it.
   */
  function expireIfDue(payment: Payment): void {
    if (payment.status === 'PENDING' && now() >= payment.expiresAtMs) {
      settle(payment, 'EXPIRED', payment.expiresAtMs);
    }
  }

  const sweep = setInterval(() => {
    for (const payment of store.pending()) expireIfDue(payment);
  }, options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS);
  sweep.unref(); // the sweep alone must not keep a process (or a test run) alive

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    webhooks.close();
  });

  // ---- Merchant API (signed) --------------------------------------------------------------

  /** Looks a payment up for the calling merchant; another merchant's payment is simply not found. */
  function paymentFor(merchant: string, id: string): Payment {
    const payment = PAYMENT_ID.test(id) ? store.get(id) : undefined;
    if (!payment || payment.merchant !== merchant) throw new ApiError(404, 'not_found', 'No such payment.');
    expireIfDue(payment);
    return payment;
  }

  app.register(
    async (api) => {
      api.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });

      // Signature first, so an unauthenticated caller learns nothing about validation.
      api.addHook('preHandler', async (request: FastifyRequest<{ Body: RawBody }>) => {
        const raw = request.body ?? Buffer.alloc(0);
        const result = verifySignature(options.secret, request.headers[SIGNATURE_HEADER], raw, now());
        if (!result.ok) {
          const message = {
            missing: 'Missing Sandbox-Signature header.',
            malformed: 'Malformed Sandbox-Signature header.',
            stale: 'Signature timestamp is outside the 300 s tolerance.',
            mismatch: 'Signature does not match.',
          }[result.reason];
          throw new ApiError(401, 'invalid_signature', message);
        }
        const merchant = request.headers['sandbox-merchant'];
        if (typeof merchant !== 'string' || !MERCHANT.test(merchant)) {
          throw new ApiError(
            400,
            'invalid_request',
            'Sandbox-Merchant header must be 1 to 64 of A-Z, a-z, 0-9, _ and -.',
          );
        }
      });

      api.post<{ Body: RawBody }>('/payments', async (request, reply) => {
        const merchant = request.headers['sandbox-merchant'] as string;
        let json: unknown;
        try {
          json = JSON.parse((request.body ?? Buffer.alloc(0)).toString('utf8'));
        } catch {
          throw new ApiError(400, 'invalid_request', 'The body must be valid JSON.');
        }
        let input: ReturnType<typeof parsePaymentRequest>;
        try {
          input = parsePaymentRequest(json);
        } catch (error) {
          if (error instanceof ValidationError) throw new ApiError(400, 'invalid_request', error.message);
          throw error;
        }

        const print = fingerprint(input);
        const existing = store.findByReference(merchant, input.reference);
        if (existing) {
          // A merchant retrying after a lost answer gets the same payment; reusing a reference for
          // something else is a bug on their side and must not silently return the old payment.
          if (existing.fingerprint !== print) {
            throw new ApiError(
              409,
              'reference_conflict',
              'This reference is already used by a payment with a different body.',
            );
          }
          expireIfDue(existing);
          return reply.code(200).send(toPaymentObject(existing, publicUrl));
        }

        const createdAtMs = now();
        const payment: Payment = {
          id: newId('pay'),
          merchant,
          request: input,
          fingerprint: print,
          status: 'PENDING',
          failureReason: null,
          createdAtMs,
          expiresAtMs: createdAtMs + PAYMENT_TTL_MS,
          completedAtMs: null,
          lastEvent: null,
        };
        store.add(payment);
        return reply
          .code(201)
          .header('location', `/v1/payments/${payment.id}`)
          .send(toPaymentObject(payment, publicUrl));
      });

      api.get<{ Params: IdParams }>('/payments/:id', async (request) => {
        const payment = paymentFor(request.headers['sandbox-merchant'] as string, request.params.id);
        return toPaymentObject(payment, publicUrl);
      });

      api.post<{ Params: IdParams; Body: RawBody }>(
        '/payments/:id/resend-webhook',
        async (request, reply) => {
          const payment = paymentFor(request.headers['sandbox-merchant'] as string, request.params.id);
          if (payment.status === 'PENDING' || !payment.lastEvent) {
            throw new ApiError(
              409,
              'payment_pending',
              'The payment is still pending; there is no event to resend.',
            );
          }
          const { event, body } = payment.lastEvent;
          // Same id and same bytes as the original: this exists to test the merchant's duplicate handling.
          webhooks.send({ url: payment.request.webhookUrl, body });
          return reply.code(202).send(event);
        },
      );
    },
    { prefix: '/v1' },
  );

  // ---- Hosted checkout page (browser, unsigned) -------------------------------------------

  function sendPage(reply: FastifyReply, status: number, html: string, returnUrl?: string): FastifyReply {
    return reply.code(status).headers(pageHeaders(returnUrl)).send(html);
  }

  function findForCheckout(id: string): Payment | undefined {
    const payment = PAYMENT_ID.test(id) ? store.get(id) : undefined;
    if (payment) expireIfDue(payment);
    return payment;
  }

  app.get<{ Params: IdParams }>('/checkout/:id', async (request, reply) => {
    const payment = findForCheckout(request.params.id);
    if (!payment) return sendPage(reply, 404, renderNotFoundPage());
    return sendPage(reply, 200, renderCheckoutPage(payment), payment.request.returnUrl);
  });

  const checkoutAction = (outcome: 'SUCCEEDED' | 'FAILED') => {
    return async (request: FastifyRequest<{ Params: IdParams }>, reply: FastifyReply) => {
      const payment = findForCheckout(request.params.id);
      if (!payment) return sendPage(reply, 404, renderNotFoundPage());
      // Already settled or expired (a double click, the back button): show the outcome, change nothing.
      if (payment.status !== 'PENDING') {
        return sendPage(reply, 409, renderCheckoutPage(payment), payment.request.returnUrl);
      }
      settle(payment, outcome, now());
      return reply.code(303).header('cache-control', 'no-store').redirect(returnUrlFor(payment), 303);
    };
  };
  app.post('/checkout/:id/pay', checkoutAction('SUCCEEDED'));
  app.post('/checkout/:id/decline', checkoutAction('FAILED'));

  // Browsers ask for it on every page; answering keeps the console free of a red 404.
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).send());

  app.get('/healthz', async () => ({ ok: true }));

  return app;
}

function normalisePublicUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`publicUrl must be an absolute http(s) URL, got ${JSON.stringify(value)}.`);
  }
  // Checkout URLs are `${publicUrl}/checkout/...`; a trailing slash would double it.
  return url.toString().replace(/\/+$/, '');
}
