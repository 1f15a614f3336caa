import v8 from 'node:v8';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoadSheddingLimits } from '../config/config.ts';
import { AppError } from './app-error.ts';
import { isBrandPath, languageFor } from './context.ts';
import { sendError } from './error-handler.ts';
import { translate } from './i18n/messages.ts';

/**
 * Load shedding (issue 21, ADR 0051): a node works on a bounded number of requests at once and
 * answers the rest at once with 503 + Retry-After, instead of queueing them until everyone waits
 * seconds. Past the limit on requests in flight, or while the event loop lags or the heap is near
 * its limit (both measured), a new request is refused in the first onRequest hook: before
 * its body is read, its brand resolved, its rate limit counted or any handler run, so a refused
 * money command has done nothing and may be retried with the same request id. The first request
 * of a connection that waited longer than `maxQueueMs` since the connection was accepted, while
 * the loop is saturated, is refused too: in a burst of new connections the time is spent before
 * any request is counted in flight, and a request that has already waited its budget is better
 * answered 503 at once.
 */
export type ShedReason = 'in-flight' | 'event-loop-delay' | 'heap' | 'queued';

export interface LoadState {
  /** True while this node refuses new requests (or refused one within the last Retry-After). */
  shedding: boolean;
  reason: ShedReason | null;
  inFlight: number;
  maxInFlight: number;
  eventLoopDelayMs: number;
  heapUsedBytes: number;
  /** Requests refused since start. */
  shed: number;
}

export interface LoadShedder {
  readonly retryAfterSeconds: number;
  state(): LoadState;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's load and whether it sheds (the readiness check reports it). */
    loadShedding: LoadShedder;
  }
}

/** How a path is treated: never counted nor refused, counted but never refused, or both. */
export type LoadClass = 'exempt' | 'priority' | 'normal';

/**
 * Health checks must answer under load (a balancer reads them); built assets are files sent as
 * they are, and refusing them would break pages already half loaded. Provider wallet calls and
 * payment webhooks settle money already in motion (rounds in progress, paid deposits) and their
 * protocols have no 503 answer: they are counted, so players' requests are refused first, but not
 * refused themselves. WebSocket upgrades are long-lived and bounded per address by the live module.
 */
const IMAGE_PREFIXES = [
  '/wps/system/logo.svg',
  '/wps/system/vendor-logo/',
  '/wps/system/game-icon/',
  '/wps/content/banners/',
  '/app-icon/',
  '/install-qr.svg',
  '/manifest.webmanifest',
  '/sw.js',
  '/pwa.js',
  '/offline.html',
];

export function loadClassOf(request: FastifyRequest): LoadClass {
  const url = request.url;
  if (url === '/healthz' || url === '/readyz' || url.startsWith('/healthz?') || url.startsWith('/readyz?'))
    return 'exempt';
  if (url.startsWith('/assets/') || url.startsWith('/admin/assets/')) return 'exempt';
  if (request.headers.upgrade) return 'exempt';
  if (url.startsWith('/pw/') || url.startsWith('/hooks/')) return 'priority';
  // Images and the installable app's files: cheap, and an <img> or a manifest has no retry, so a
  // refusal would leave a broken picture on a page already served. Counted, never refused.
  if (request.method === 'GET' && IMAGE_PREFIXES.some((prefix) => url.startsWith(prefix))) return 'priority';
  return 'normal';
}

/** A page navigation (not an API call): the refusal is a small page, not the JSON envelope. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url;
  if (isBrandPath(url) || url.startsWith('/admin/api/') || url.startsWith('/__dev')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The refusal of a navigation: no database, no script; the browser reloads after Retry-After. */
function busyPage(language: string, message: string, retryAfter: number): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="${retryAfter}"><title>503</title></head><body><p>${escapeHtml(message)}</p></body></html>`;
}

export function registerLoadShedding(app: FastifyInstance, limits: LoadSheddingLimits): LoadShedder {
  const maxHeapUsedBytes =
    limits.maxHeapUsedBytes ?? Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9);
  const watchLoop = limits.maxEventLoopDelayMs > 0;
  const watchHeap = maxHeapUsedBytes > 0;
  const retryAfter = String(limits.retryAfterSeconds);

  let inFlight = 0;
  let shed = 0;
  let lastShedAt = Number.NEGATIVE_INFINITY;
  let eventLoopDelayMs = 0;
  let heapUsedBytes = 0;
  let pressure: ShedReason | null = null;

  // The event loop's delay, measured the way Node's own monitor does: a 10 ms timer's lateness,
  // read live: a request picked up while the loop has not come round for longer than the limit
  // waited that long behind others, and is refused. (A sampled delay that refuses everything for
  // the next window, as @fastify/under-pressure does, fed on itself in bench/spike.ts: refusing a
  // burst lags the loop too.) The worst lateness of each window is kept for the readiness check;
  // the heap is sampled from V8 per window. Started once the app is ready, so the work of starting
  // does not count as load.
  const TICK_MS = 10;
  let lastTick = 0;
  let windowWorst = 0;
  let windowStart = 0;
  let ticker: NodeJS.Timeout | null = null;
  // How busy the loop was (event-loop utilization) over the last whole window and the current one.
  let utilizationMark = performance.eventLoopUtilization();
  let lastUtilization = 0;
  const tick = () => {
    const now = performance.now();
    windowWorst = Math.max(windowWorst, now - lastTick - TICK_MS);
    lastTick = now;
    if (now - windowStart < limits.sampleIntervalMs) return;
    lastUtilization = performance.eventLoopUtilization(utilizationMark).utilization;
    utilizationMark = performance.eventLoopUtilization();
    eventLoopDelayMs = Math.max(0, windowWorst);
    windowWorst = 0;
    windowStart = now;
    heapUsedBytes = v8.getHeapStatistics().used_heap_size;
    pressure = watchHeap && heapUsedBytes > maxHeapUsedBytes ? 'heap' : null;
  };
  if (watchLoop || watchHeap || limits.maxQueueMs > 0) {
    app.addHook('onReady', async () => {
      lastTick = performance.now();
      windowStart = lastTick;
      utilizationMark = performance.eventLoopUtilization();
      ticker = setInterval(tick, TICK_MS);
      ticker.unref();
    });
    app.addHook('onClose', async () => {
      if (ticker) clearInterval(ticker);
      ticker = null;
    });
  }
  /**
   * Whether the loop is saturated: busy more than 90 % of the last window or of this one so far.
   * A connection's first request that waited long is only refused then: a browser's preconnected
   * socket may stay idle for seconds before its request, and that is no queue.
   */
  const saturated = () => {
    if (!ticker) return false;
    const current = performance.eventLoopUtilization(utilizationMark);
    return Math.max(lastUtilization, current.idle + current.active > 50 ? current.utilization : 0) > 0.9;
  };

  /** How long the loop has not come round now (0 before the app is ready). */
  const currentLag = () => (ticker && watchLoop ? performance.now() - lastTick - TICK_MS : 0);

  const refusalReason = (): ShedReason | null => {
    if (pressure) return pressure;
    if (currentLag() > limits.maxEventLoopDelayMs) return 'event-loop-delay';
    if (limits.maxInFlight > 0 && inFlight >= limits.maxInFlight) return 'in-flight';
    return null;
  };

  const shedder: LoadShedder = {
    retryAfterSeconds: limits.retryAfterSeconds,
    state() {
      const reason = refusalReason();
      return {
        shedding: reason !== null || performance.now() - lastShedAt < limits.retryAfterSeconds * 1000,
        reason,
        inFlight,
        maxInFlight: limits.maxInFlight,
        eventLoopDelayMs,
        heapUsedBytes,
        shed,
      };
    },
  };
  app.decorate('loadShedding', shedder);

  const refuse = (request: FastifyRequest, reply: FastifyReply, reason: ShedReason) => {
    shed += 1;
    lastShedAt = performance.now();
    request.language = languageFor(request, null);
    // One line per refusal would itself be load: the first of each burst is logged.
    if (shed === 1 || shed % 1000 === 0)
      request.log.warn({ reason, inFlight, eventLoopDelayMs, heapUsedBytes, shed }, 'shedding load');
    if (wantsPage(request)) {
      return reply
        .status(503)
        .header('retry-after', retryAfter)
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
        .header('x-content-type-options', 'nosniff')
        .type('text/html; charset=utf-8')
        .send(
          busyPage(request.language, translate(request.language, 'SERVER_BUSY'), limits.retryAfterSeconds),
        );
    }
    return sendError(
      request,
      reply,
      new AppError('SERVER_BUSY', {
        headers: { 'retry-after': retryAfter, 'cache-control': 'no-store' },
        value: { retryAfterSeconds: limits.retryAfterSeconds },
      }),
    );
  };

  // When each connection was accepted, until its first request is picked up (a later request on
  // a kept-alive connection has no arrival time of its own and is judged by the other limits).
  const acceptedAt = new WeakMap<object, number>();
  if (limits.maxQueueMs > 0)
    app.server.on('connection', (socket: object) => acceptedAt.set(socket, performance.now()));
  const queuedTooLong = (request: FastifyRequest): boolean => {
    const socket = request.raw.socket;
    const since = socket ? acceptedAt.get(socket) : undefined;
    if (since === undefined) return false;
    acceptedAt.delete(socket);
    return performance.now() - since > limits.maxQueueMs && saturated();
  };

  app.addHook('onRequest', (request, reply, done) => {
    const loadClass = loadClassOf(request);
    const queued = queuedTooLong(request);
    if (loadClass === 'exempt') return done();
    if (loadClass === 'normal') {
      const reason = refusalReason() ?? (queued ? 'queued' : null);
      if (reason) {
        refuse(request, reply, reason);
        return;
      }
    }
    inFlight += 1;
    // 'close' comes once per response: after it is sent, or when the client goes away first.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
    done();
  });

  return shedder;
}
