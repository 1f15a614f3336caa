/** A message from /ws: the member's events, the brand's broadcasts, the crash game's ticks. */
export type LiveMessage = { type: string } & Record<string, unknown>;
type Listener = (message: LiveMessage) => void;

/** Reconnection waits grow from 1 s to 30 s, so a restarting server is not flooded. */
const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];
/** Close codes after which trying again with the same session cannot help: a bad hello, no session. */
const FINAL_CLOSE = new Set([4400, 4401]);

/**
 * The tab's one WebSocket (issue 14: there used to be two, one for the member's events and one for
 * the crash game). It is open while someone needs it: a signed-in member (events, badges,
 * balance), or a screen following the crash game (a visitor may watch it). A member's socket also
 * carries the crash game, so opening the game adds a subscription, not a connection.
 */
export class LiveConnection {
  #merchant: string | null = null;
  #token: string | null = null;
  #language = '';
  #socket: WebSocket | null = null;
  #ready = false;
  #attempt = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #crashFollowers = 0;
  /** Set by a final close (session ended): the same identity is not tried again. */
  #gaveUp = false;
  readonly #listeners = new Set<Listener>();
  readonly #readiness = new Set<(ready: boolean) => void>();

  /** Who this tab is: a new brand, session or language reconnects (broadcasts are chosen by language). */
  setIdentity(merchant: string, token: string | null, language: string): void {
    if (merchant === this.#merchant && token === this.#token && language === this.#language) return;
    this.#merchant = merchant;
    this.#token = token;
    this.#language = language;
    this.#gaveUp = false;
    this.#restart();
  }

  /** Hears every message; returns the way to stop. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Told when the connection becomes ready (after each reconnection) and when it drops. */
  onReadiness(listener: (ready: boolean) => void): () => void {
    this.#readiness.add(listener);
    return () => this.#readiness.delete(listener);
  }

  get ready(): boolean {
    return this.#ready;
  }

  /** Follows the crash game while the returned function is not called. */
  followCrash(merchant: string): () => void {
    const identified = this.#merchant !== null;
    if (!identified) this.#merchant = merchant;
    this.#crashFollowers += 1;
    if (this.#crashFollowers === 1) {
      if (this.#ready) this.#send({ type: 'crash.subscribe' });
      else if (!this.#socket) {
        // Issue 20: on a first load the crash page's effect runs before the shell names the member
        // (children's effects run first); connecting at once made a visitor's socket that the
        // member's then replaced. Waiting for the end of this commit lets the identity arrive first.
        if (identified) this.#restart();
        else
          queueMicrotask(() => {
            if (!this.#socket && this.#wanted()) this.#restart();
          });
      }
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#crashFollowers -= 1;
      if (this.#crashFollowers > 0) return;
      if (!this.#wanted()) this.#close();
      else if (this.#ready) this.#send({ type: 'crash.unsubscribe' });
    };
  }

  #wanted(): boolean {
    return this.#merchant !== null && (this.#memberToken() !== null || this.#crashFollowers > 0);
  }

  /** The session the socket greets with, unless the server already said it is over. */
  #memberToken(): string | null {
    return this.#gaveUp ? null : this.#token;
  }

  #send(message: object): void {
    if (this.#socket?.readyState === 1) this.#socket.send(JSON.stringify(message));
  }

  #setReady(ready: boolean): void {
    if (this.#ready === ready) return;
    this.#ready = ready;
    for (const listener of [...this.#readiness]) listener(ready);
  }

  #close(): void {
    clearTimeout(this.#timer);
    const socket = this.#socket;
    this.#socket = null;
    this.#setReady(false);
    socket?.close(1000);
  }

  #restart(): void {
    this.#close();
    this.#attempt = 0;
    if (this.#wanted() && typeof WebSocket !== 'undefined') this.#connect();
  }

  #connect(): void {
    const merchant = this.#merchant as string;
    const token = this.#memberToken();
    const url = new URL('/ws', window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(url);
    this.#socket = socket;
    socket.addEventListener('open', () => {
      socket.send(
        JSON.stringify(
          token ? { type: 'hello', merchant, token } : { type: 'hello', merchant, visitor: true },
        ),
      );
    });
    socket.addEventListener('message', (event) => {
      if (this.#socket !== socket) return;
      let message: LiveMessage;
      try {
        message = JSON.parse(String(event.data)) as LiveMessage;
      } catch {
        return;
      }
      if (typeof message?.type !== 'string') return;
      if (message.type === 'ready') {
        this.#attempt = 0;
        if (this.#crashFollowers > 0) this.#send({ type: 'crash.subscribe' });
      }
      for (const listener of [...this.#listeners]) listener(message);
      if (message.type === 'ready') this.#setReady(true);
    });
    socket.addEventListener('close', (event) => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#setReady(false);
      if (FINAL_CLOSE.has(event.code) && token) {
        // The session is over (or must change its password): the app signs the tab out or shows
        // the change; a new identity reconnects. Until then the crash game is followed as a visitor.
        this.#gaveUp = true;
      }
      if (!this.#wanted()) return;
      const wait = RETRY_MS[Math.min(this.#attempt, RETRY_MS.length - 1)] ?? 30_000;
      this.#attempt += 1;
      this.#timer = setTimeout(() => {
        if (!this.#socket && this.#wanted()) this.#connect();
      }, wait);
    });
  }
}

export const liveConnection = new LiveConnection();
