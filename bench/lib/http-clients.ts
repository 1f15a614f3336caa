import net from 'node:net';
import { parentPort } from 'node:worker_threads';

/**
 * Benchmark HTTP clients, run in a worker thread (bench/lib/http-worker.ts) so they do not share the
 * server's event loop, as remote clients would not. Each client is one keep-alive connection
 * sending one request at a time.
 */
export interface ClientJob {
  address: string;
  /** The call every client makes (POST). */
  path: string;
  /** Which bodies to send: alternating transfers, dice bets, or the requests in `prepared`. */
  kind: 'transfer' | 'dice' | 'prepared';
  headers: Record<string, string>[];
  perClient: number;
  /**
   * For `prepared`: each client's requests in order (extra headers and body), made before the
   * clock starts (signed provider calls), and the text every answer must contain.
   */
  prepared?: { requests: { headers: Record<string, string>; body: string }[][]; expect: string };
}

/**
 * A minimal keep-alive HTTP/1.1 client on a raw socket, one request at a time: the clients share
 * the two cores with the server and PostgreSQL, so the lighter they are, the more the figure is
 * the server's. It writes the request in one piece and reads the response by its Content-Length.
 */
class Connection {
  readonly #socket: net.Socket;
  #buffer = Buffer.alloc(0);
  #waiting: { resolve: (r: { status: number; text: string }) => void; reject: (e: Error) => void } | null =
    null;

  constructor(url: URL) {
    this.#socket = net.connect(Number(url.port), url.hostname);
    this.#socket.setNoDelay(true);
    this.#socket.on('data', (chunk: Buffer) => {
      this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
      this.#tryRead();
    });
    this.#socket.on('error', (error) => this.#waiting?.reject(error));
  }

  request(head: string, body: string): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      this.#waiting = { resolve, reject };
      this.#socket.write(`${head}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    });
  }

  close(): void {
    this.#socket.destroy();
  }

  #tryRead(): void {
    const end = this.#buffer.indexOf('\r\n\r\n');
    if (end < 0 || !this.#waiting) return;
    const headers = this.#buffer.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(headers)?.[1]);
    if (!Number.isFinite(length)) {
      this.#waiting.reject(new Error(`no content-length in ${headers}`));
      return;
    }
    if (this.#buffer.length < end + 4 + length) return;
    const text = this.#buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    this.#buffer = this.#buffer.subarray(end + 4 + length);
    const waiting = this.#waiting;
    this.#waiting = null;
    waiting.resolve({ status: Number(headers.slice(9, 12)), text });
  }
}

/** The request body of a client's i-th call, and what a successful answer contains. */
function bodyOf(kind: 'transfer' | 'dice' | 'prepared', i: number): { body: string; expect: string } {
  if (kind === 'transfer') {
    const [from, to] = i % 2 === 0 ? ['MAIN', 'BTI'] : ['BTI', 'MAIN'];
    return {
      body: JSON.stringify({ from, to, amount: '1.00', requestId: crypto.randomUUID() }),
      expect: '"status":"DONE"',
    };
  }
  return {
    body: JSON.stringify({ requestId: crypto.randomUUID(), amount: '1.00', direction: 'OVER', target: 5050 }),
    expect: '"success":true',
  };
}

export async function runClients(job: ClientJob): Promise<number> {
  const url = new URL(`${job.address}${job.path}`);
  const connections = job.headers.map(() => new Connection(url));
  const heads = job.headers.map(
    (headers) =>
      `POST ${url.pathname} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\n${Object.entries(
        headers,
      )
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}`,
  );
  const started = performance.now();
  const requestOf = (c: number, i: number): { head: string; body: string; expect: string } => {
    const own = job.prepared?.requests[c]?.[i];
    if (!job.prepared || !own) return { head: heads[c] as string, ...bodyOf(job.kind, i) };
    const extra = Object.entries(own.headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    return { head: `${heads[c]}${extra}`, body: own.body, expect: job.prepared.expect };
  };
  try {
    await Promise.all(
      connections.map(async (connection, c) => {
        for (let i = 0; i < job.perClient; i += 1) {
          const { head, body, expect } = requestOf(c, i);
          const res = await connection.request(head, body);
          if (res.status !== 200 || !res.text.includes(expect))
            throw new Error(`${job.kind} failed: ${res.status} ${res.text}`);
        }
      }),
    );
    return performance.now() - started;
  } finally {
    for (const connection of connections) connection.close();
  }
}

/** In the worker: one run per message, the elapsed milliseconds back. */
export function serveClientJobs(): void {
  parentPort?.on('message', (job: ClientJob) => {
    runClients(job).then(
      (ms) => parentPort?.postMessage({ ms }),
      (error: unknown) => parentPort?.postMessage({ error: String(error) }),
    );
  });
}
