import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Answer, CALLS, type Call } from './protocol.ts';
import type { ProviderWalletService } from './provider-wallet.service.ts';
import { SIGNATURE_HEADER } from './signature.ts';

/** Wallet calls are small; anything larger is not one. */
const WALLET_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The provider wallet API under `/pw/:vendor/` (ADR 0015), as an encapsulated plugin: its own
 * body parser keeps the raw bytes (the signature covers them exactly, so they are verified
 * before JSON is read), and every answer, errors included, is HTTP 200 with an RS_* status, signed.
 * Register with `{ prefix: '/pw', service }`.
 */
export async function providerWalletRoutes(
  app: FastifyInstance,
  options: { service: ProviderWalletService },
): Promise<void> {
  const { service } = options;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WALLET_BODY_LIMIT_BYTES },
    (_req, body, done) => {
      done(null, body);
    },
  );

  const send = async (reply: FastifyReply, answer: Answer) => {
    const { body, signature } = await service.sign(answer);
    return reply
      .code(200)
      .header(SIGNATURE_HEADER, signature)
      .type('application/json; charset=utf-8')
      .send(body);
  };

  // Errors outside the call itself (a body over the limit, a failure we did not expect) are still
  // protocol answers: a provider must never read them as a network failure.
  app.setErrorHandler((error, request, reply) => {
    const code = (error as { code?: string }).code;
    if (code?.startsWith('FST_ERR_CTP')) return send(reply, { status: 'RS_ERROR_WRONG_SYNTAX' });
    request.log.error({ err: error }, 'provider wallet call failed');
    return send(reply, { status: 'RS_ERROR_UNKNOWN' });
  });

  for (const [path, call] of Object.entries(CALLS) as [string, Call][]) {
    app.post(
      `/:vendor/${path}`,
      // Providers call from a few servers at game speed: the per-address limit for browsers would
      // cut them off. Unsigned calls cost one cached look-up and one signature check.
      { config: { rateLimit: false } },
      async (request: FastifyRequest<{ Params: { vendor: string } }>, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers[SIGNATURE_HEADER];
        const answer = await service.handle(
          request.params.vendor,
          call,
          body,
          typeof signature === 'string' ? signature : undefined,
        );
        if (answer.status !== 'RS_OK')
          request.log.info(
            { vendor: request.params.vendor, call, status: answer.status },
            'provider wallet refusal',
          );
        return send(reply, answer);
      },
    );
  }
}
