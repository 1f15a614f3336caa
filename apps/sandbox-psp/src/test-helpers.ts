import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildPsp, type PspOptions } from './app.ts';
import { signatureHeader } from './signature.ts';

export const SECRET = 'test-secret';
export const PUBLIC_URL = 'http://psp.test';

/** A clock the test moves by hand. */
export function manualClock(start = Date.UTC(2025, 0, 15, 12, 0, 0)) {
  const clock = { ms: start, now: () => clock.ms };
  return clock;
}

export function testPsp(overrides: Partial<PspOptions> = {}): FastifyInstance {
  return buildPsp({ secret: SECRET, publicUrl: PUBLIC_URL, retryDelaysMs: [5, 5, 5], ...overrides });
}

/** Sends a request to the provider the way the portal does: signed, with the merchant header. */
export function signedInject(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  options: { secret?: string; nowMs?: number; merchant?: string } = {},
) {
  const raw = body === undefined ? '' : JSON.stringify(body);
  const headers: Record<string, string> = {
    'sandbox-signature': signatureHeader(options.secret ?? SECRET, raw, options.nowMs ?? Date.now()),
    'sandbox-merchant': options.merchant ?? 'portal',
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: raw }) });
}

export function paymentBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    reference: 'dep_0001',
    amount: '50000',
    currency: 'BDT',
    exponent: 2,
    description: 'Deposit to TIGER wallet',
    returnUrl: 'http://portal.test/wallet/deposit/return?deposit=dep_0001',
    webhookUrl: 'http://portal.test/api/payments/webhook',
    customer: { id: 'player-1', name: 'Rahim' },
    locale: 'en',
    ...overrides,
  };
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A merchant webhook endpoint on 127.0.0.1 (port 0). It answers with the queued statuses in turn,
 * then 200, and records every request.
 */
export async function startReceiver(statuses: number[] = []) {
  const received: ReceivedWebhook[] = [];
  const queue = [...statuses];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(queue.shift() ?? 200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls until the condition holds (webhooks are sent in the background). */
export async function waitFor(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('waitFor: condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Resolves after the given time, to show that nothing more happens. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
