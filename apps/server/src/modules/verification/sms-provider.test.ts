import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSmsGateway } from './sms-provider.ts';

/** A stand-in SMS gateway on loopback that answers what the test tells it to. */
let answer = 200;
const received: { auth: string | undefined; body: unknown }[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => {
    body += chunk.toString();
  });
  req.on('end', () => {
    received.push({ auth: req.headers.authorization, body: JSON.parse(body) });
    res.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
  });
});
let url = '';
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('HTTP SMS gateway', () => {
  it('posts the message with the bearer token', async () => {
    answer = 200;
    await createHttpSmsGateway(url, 'gw-token').send({
      merchantId: 1,
      to: '+8801711000001',
      text: 'code 123456',
    });
    expect(received.at(-1)).toEqual({
      auth: 'Bearer gw-token',
      body: { to: '+8801711000001', text: 'code 123456' },
    });
  });

  it('reports an exhausted quota and other failures with their own codes', async () => {
    answer = 402;
    await expect(
      createHttpSmsGateway(url, null).send({ merchantId: 1, to: '+1', text: 'x' }),
    ).rejects.toMatchObject({
      code: 'SMS_QUOTA_EXCEEDED',
    });
    answer = 500;
    await expect(
      createHttpSmsGateway(url, null).send({ merchantId: 1, to: '+1', text: 'x' }),
    ).rejects.toMatchObject({
      code: 'SMS_SEND_FAILED',
    });
    await expect(
      createHttpSmsGateway('http://127.0.0.1:9/none', null).send({ merchantId: 1, to: '+1', text: 'x' }),
    ).rejects.toMatchObject({
      code: 'SMS_SEND_FAILED',
    });
  });
});
