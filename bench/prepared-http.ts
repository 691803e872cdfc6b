import net from 'node:net';

/** An answer as the benchmarks read it: its status and body (not decompressed). */
export type Answer = { status: number; text: string };

/** The bytes of one HTTP/1.1 request to `url`, encoded once, before anything is measured. */
export function encodeRequest(
  url: string,
  options: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
): Buffer {
  const { host, pathname, search } = new URL(url);
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  const lines = [`${options.method} ${pathname}${search} HTTP/1.1`, `host: ${host}`];
  for (const [name, value] of Object.entries(options.headers ?? {})) lines.push(`${name}: ${value}`);
  if (body) lines.push(`content-length: ${body.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return body ? Buffer.concat([head, body]) : head;
}

const headEnd = Buffer.from('\r\n\r\n');

/**
 * One kept-alive HTTP/1.1 connection that writes requests already encoded (`encodeRequest`) and reads
 * their answers, one at a time: the purchase storm's load generator (docs/decisions/025). Node's HTTP
 * client builds, validates and parses each request in JavaScript, about 0.3 ms of CPU a request here; on a
 * 2-core machine that CPU is taken from the server and the database being measured. This one writes the
 * bytes and reads the status line, the length and the body, as wrk does.
 */
export class PreparedConnection {
  readonly #socket: net.Socket;
  #received: Buffer = Buffer.alloc(0);
  #waiting: { resolve: (answer: Answer) => void; reject: (error: Error) => void } | null = null;
  #failed: Error | null = null;

  private constructor(socket: net.Socket) {
    this.#socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.#received = this.#received.length === 0 ? chunk : Buffer.concat([this.#received, chunk]);
      this.#read();
    });
    socket.on('error', (error) => this.#fail(error));
    socket.on('close', () => this.#fail(new Error('the server closed the connection')));
  }

  /** A connection to the host and port of `url`, once it is open. */
  static open(url: string): Promise<PreparedConnection> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(new PreparedConnection(socket));
      });
      socket.once('error', reject);
    });
  }

  /** Writes `request` and answers the server's answer to it; rejects on a broken connection or after `timeoutMs`. */
  send(request: Buffer, timeoutMs = 120_000): Promise<Answer> {
    if (this.#failed) return Promise.reject(this.#failed);
    if (this.#waiting) return Promise.reject(new Error('one request at a time on a connection'));
    return new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(() => this.#fail(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
      const settle = () => clearTimeout(timer);
      this.#waiting = {
        resolve: (answer) => (settle(), resolve(answer)),
        reject: (error) => (settle(), reject(error)),
      };
      this.#socket.write(request);
    });
  }

  close(): void {
    this.#failed ??= new Error('closed');
    this.#socket.destroy();
  }

  /** Completes the waiting request when its whole answer is in: a Content-Length body or a chunked one. */
  #read(): void {
    const end = this.#received.indexOf(headEnd);
    if (end < 0 || !this.#waiting) return;
    const head = this.#received.subarray(0, end).toString('latin1');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
    const bodyStart = end + headEnd.length;
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    let body: Buffer | null;
    let rest: Buffer;
    if (length) {
      const bodyEnd = bodyStart + Number(length[1]);
      if (this.#received.length < bodyEnd) return;
      body = this.#received.subarray(bodyStart, bodyEnd);
      rest = this.#received.subarray(bodyEnd);
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      let chunked: ReturnType<typeof readChunked>;
      try {
        chunked = readChunked(this.#received, bodyStart);
      } catch (error) {
        this.#fail(error as Error);
        return;
      }
      if (!chunked) return;
      ({ body, rest } = chunked);
    } else {
      this.#fail(new Error(`an answer with neither a length nor chunks: ${head.slice(0, 200)}`));
      return;
    }
    this.#received = rest;
    const waiting = this.#waiting;
    this.#waiting = null;
    waiting.resolve({ status, text: body.toString('utf8') });
  }

  #fail(error: Error): void {
    this.#failed ??= error;
    const waiting = this.#waiting;
    this.#waiting = null;
    waiting?.reject(error);
    this.#socket.destroy();
  }
}

/** A chunked body from `start`, with what follows it, or null while it is not all in. */
function readChunked(received: Buffer, start: number): { body: Buffer; rest: Buffer } | null {
  const chunks: Buffer[] = [];
  let at = start;
  for (;;) {
    const lineEnd = received.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(received.subarray(at, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) throw new Error('a malformed chunk size');
    const dataEnd = lineEnd + 2 + size;
    if (received.length < dataEnd + 2) return null;
    if (size === 0) {
      // no trailers are sent to these requests: the body ends with the empty line after the last chunk
      return { body: Buffer.concat(chunks), rest: received.subarray(dataEnd + 2) };
    }
    chunks.push(received.subarray(lineEnd + 2, dataEnd));
    at = dataEnd + 2;
  }
}
