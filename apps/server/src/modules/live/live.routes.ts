import type { TLiveEvent } from '@portal/contracts';
import { ZCrashSubscription } from '@portal/contracts/schemas/crash';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { brandChannel, type EventBus, memberChannel } from '../../platform/events.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { InboxService } from '../content/inbox.service.ts';
import type { CrashHub } from '../crash/crash.hub.ts';
import type { SessionService } from '../session/session.service.ts';

/** A connection must say who it is within this time. */
const HELLO_TIMEOUT_MS = 10_000;
/** Pings keep proxies from closing quiet connections and find dead ones. */
const PING_EVERY_MS = 30_000;
/**
 * The close reason for a session that must change its password first. Its code is 4401, which
 * the web app already treats as final; it connects again with the new session after the change.
 */
export const PASSWORD_CHANGE_REASON = 'password change required';

const ZMerchant = z.string().regex(/^[A-Z0-9]{2,16}$/);
const ZHello = z.union([
  z.object({ type: z.literal('hello'), merchant: ZMerchant, token: z.string().max(100) }).strict(),
  /** A visitor without a session: may only follow the crash game. */
  z.object({ type: z.literal('hello'), merchant: ZMerchant, visitor: z.literal(true) }).strict(),
]);

/**
 * One WebSocket per tab (/ws). A member who changes language reconnects (the web app does), so
 * the language read here stays right. The first message names the brand and carries the session token
 * (never in the URL); then the connection hears the member's events and the brand's broadcasts,
 * from this node or (with Redis) any other.
 */
export function registerLiveRoutes(
  app: FastifyInstance,
  deps: {
    events: EventBus;
    brands: BrandService;
    sessions: SessionService;
    inbox: InboxService;
    crashHub: CrashHub;
    /** Open sockets one address may hold on this node; more are closed at once (4429). */
    socketsPerAddress: number;
  },
): void {
  // Visitors may open sockets too (to watch the crash game), so each address has a ceiling.
  const openByAddress = new Map<string, number>();
  app.get('/ws', { websocket: true }, (socket: WebSocket, request) => {
    const address = request.ip;
    const open = (openByAddress.get(address) ?? 0) + 1;
    if (open > deps.socketsPerAddress) {
      socket.close(4429, 'too many connections');
      return;
    }
    openByAddress.set(address, open);
    socket.once('close', () => {
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left <= 0) openByAddress.delete(address);
      else openByAddress.set(address, left);
    });
    const unsubscribe: (() => void)[] = [];
    let alive = true;
    let greeted = false;
    /** The brand once the hello is accepted; crash subscriptions need it. */
    let crashBrand: number | null = null;
    let wantsCrash = false;
    let followsCrash = false;
    const followCrash = async (yes: boolean) => {
      wantsCrash = yes;
      if (crashBrand === null || yes === followsCrash) return;
      followsCrash = yes;
      if (yes) await deps.crashHub.add(crashBrand, socket);
      else deps.crashHub.remove(crashBrand, socket);
    };
    /** Checked again on every ping: a session ended elsewhere (logout, expiry, kicked) ends this. */
    let stillSignedIn: (() => Promise<'yes' | 'ended' | 'password'>) | null = null;
    const send = (event: TLiveEvent) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
    };
    const recheck = () =>
      stillSignedIn?.().then((state) => {
        if (state === 'ended') {
          send({ type: 'session.ended' });
          socket.close(4401, 'session ended');
        } else if (state === 'password') socket.close(4401, PASSWORD_CHANGE_REASON);
      });
    const helloTimer = setTimeout(() => socket.close(4401, 'hello expected'), HELLO_TIMEOUT_MS);
    const pinger = setInterval(() => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
      void recheck();
    }, PING_EVERY_MS);
    socket.on('pong', () => {
      alive = true;
    });
    socket.on('close', () => {
      clearTimeout(helloTimer);
      clearInterval(pinger);
      for (const off of unsubscribe) off();
      if (followsCrash && crashBrand !== null) deps.crashHub.remove(crashBrand, socket);
      followsCrash = false;
    });

    const onMessage = async (data: unknown) => {
      if (greeted) {
        // After the hello: only the crash game's subscription messages mean anything.
        const wanted = ZCrashSubscription.safeParse(safeJson(String(data).slice(0, 200)));
        if (wanted.success) await followCrash(wanted.data.type === 'crash.subscribe');
        return;
      }
      greeted = true;
      clearTimeout(helloTimer);
      let hello: z.infer<typeof ZHello>;
      try {
        hello = ZHello.parse(JSON.parse(String(data).slice(0, 1000)));
      } catch {
        socket.close(4400, 'bad hello');
        return;
      }
      const brand = await deps.brands.findByCode(hello.merchant);
      if (brand && 'visitor' in hello) {
        // A visitor: nothing personal, no broadcasts; the crash game is public.
        if (socket.readyState !== socket.OPEN) return;
        crashBrand = brand.id;
        send({ type: 'ready' });
        if (wantsCrash) await followCrash(true);
        return;
      }
      const token = 'token' in hello ? hello.token : '';
      const session = brand ? await deps.sessions.resolve(brand, token) : null;
      if (!brand || !session) {
        send({ type: 'session.ended' });
        socket.close(4401, 'not logged in');
        return;
      }
      if (session.mustChangePassword) {
        // The session may only change its password (ADR 0009), and this hears the member's money
        // and messages. No `session.ended`: the tab stays signed in to make the change.
        socket.close(4401, PASSWORD_CHANGE_REASON);
        return;
      }
      stillSignedIn = async () => {
        const current = await deps.sessions.resolve(brand, token).catch(() => null);
        return current === null ? 'ended' : current.mustChangePassword ? 'password' : 'yes';
      };
      const relay = (event: object) => {
        // Sessions ended elsewhere (an operator's lock or sign-out, ADR 0026): check this one now
        // rather than at the next ping, and close it if it is one of them.
        if ((event as { type?: string }).type === 'session.ended') void recheck();
        else send(event as TLiveEvent);
      };
      unsubscribe.push(await deps.events.subscribe(memberChannel(brand.id, session.memberId), relay));
      // Trial accounts have no inbox, so brand broadcasts are not for them.
      if (!session.isTrial) {
        const reader = { merchantId: brand.id, memberId: session.memberId };
        const language = await deps.inbox.languageOf(reader);
        unsubscribe.push(
          await deps.events.subscribe(brandChannel(brand.id), (event) => {
            const { language: only, ...rest } = event as { language?: string | null };
            if (!only || only === language) send(rest as TLiveEvent);
          }),
        );
      }
      if (socket.readyState !== socket.OPEN) {
        for (const off of unsubscribe) off();
        return;
      }
      crashBrand = brand.id;
      send({ type: 'ready' });
      if (wantsCrash) await followCrash(true);
      if (!session.isTrial) {
        send({
          type: 'unread',
          counts: await deps.inbox.unreadCounts({ merchantId: brand.id, memberId: session.memberId }),
        });
      }
      request.log.debug({ member: String(session.memberId) }, 'live connection ready');
    };
    // A failure while greeting (the database going away as the node stops) ends this connection;
    // the tab reconnects. It must not become an unhandled rejection.
    socket.on('message', (data) => {
      onMessage(data).catch((error: unknown) => {
        request.log.debug({ err: error }, 'live connection could not be served');
        if (socket.readyState === socket.OPEN) socket.close(1011, 'unavailable');
      });
    });
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
