import type { EventBus } from '../../platform/events.ts';
import { crashChannel } from './crash.service.ts';

/** What the hub needs of a WebSocket (the `ws` socket fits; tests pass fakes). */
export interface HubSocket {
  readonly readyState: number;
  readonly OPEN: number;
  readonly bufferedAmount: number;
  send(data: string): void;
}

/**
 * A client this far behind (bytes queued) misses ticks rather than growing the queue without
 * bound: the next tick, or the phase events it still gets, put its curve right.
 */
const SLOW_CLIENT_BYTES = 256 * 1024;

interface Room {
  sockets: Set<HubSocket>;
  /** The bus subscription, once per brand and node; resolves to the way to end it. */
  off: Promise<() => void>;
}

/**
 * The crash fan-out of one node: one bus subscription per brand, shared by every socket of that
 * brand that asked for the game; each event is serialised once and the same text goes to all.
 */
export class CrashHub {
  readonly #events: EventBus;
  readonly #rooms = new Map<number, Room>();

  constructor(events: EventBus) {
    this.#events = events;
  }

  async add(merchantId: number, socket: HubSocket): Promise<void> {
    let room = this.#rooms.get(merchantId);
    if (!room) {
      const sockets = new Set<HubSocket>();
      room = {
        sockets,
        off: this.#events.subscribe(crashChannel(merchantId), (event) => this.#fanOut(sockets, event)),
      };
      this.#rooms.set(merchantId, room);
    }
    room.sockets.add(socket);
    await room.off;
  }

  remove(merchantId: number, socket: HubSocket): void {
    const room = this.#rooms.get(merchantId);
    if (!room?.sockets.delete(socket) || room.sockets.size > 0) return;
    this.#rooms.delete(merchantId);
    void room.off.then((off) => off());
  }

  /** Sockets following a brand's game on this node. */
  size(merchantId: number): number {
    return this.#rooms.get(merchantId)?.sockets.size ?? 0;
  }

  #fanOut(sockets: Set<HubSocket>, event: object): void {
    const text = JSON.stringify(event);
    const droppable = (event as { type?: string }).type === 'crash.tick';
    for (const socket of sockets) {
      if (socket.readyState !== socket.OPEN) continue;
      if (droppable && socket.bufferedAmount > SLOW_CLIENT_BYTES) continue;
      socket.send(text);
    }
  }
}
