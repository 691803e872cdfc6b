import http from 'node:http';
import zlib from 'node:zlib';
import Fastify from 'fastify';

/** A read the benchmark sends to the app and to the baseline: a GET path, plain or asking for compression. */
export type Read = { name: string; path: string };

export const encodings = { plain: {}, 'br, gzip': { 'accept-encoding': 'br, gzip' } } as const;
export type Encoding = keyof typeof encodings;

export type Target = {
  name: string;
  encoding: Encoding;
  /** the request headers both servers get */
  headers: Record<string, string>;
  appUrl: string;
  baselineUrl: string;
  /** bytes of the body on the wire, app and baseline */
  appBytes: number;
  baselineBytes: number;
  /** the content-encoding the app chose ('' for none) */
  appEncoding: string;
};

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One GET with exactly these headers (fetch would add its own Accept-Encoding and decompress). */
function rawGet(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Headers of the connection or of this one send, which Fastify writes itself. */
const ownHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

function copiedHeaders(headers: http.IncomingHttpHeaders): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(headers).filter(
      (entry): entry is [string, string | string[]] => !ownHeaders.has(entry[0]) && entry[1] !== undefined,
    ),
  );
}

/**
 * The fair baseline (docs/decisions/025): a bare Fastify route per read and encoding that sends the
 * app's answer as bytes encoded once at start-up, with the app's headers. Where the app compressed its
 * answer to `Accept-Encoding: br, gzip`, the baseline sends the plain body brotli-compressed once,
 * brotli being what a client asking so should get.
 */
export async function listenBaseline(appBase: string, reads: Read[]) {
  const baseline = Fastify({ logger: false });
  const targets: Target[] = [];
  for (const [i, read] of reads.entries()) {
    const plain = await rawGet(appBase + read.path, {});
    if (plain.status !== 200)
      throw new Error(`${read.name}: the app answered ${plain.status}: ${plain.body.toString().slice(0, 300)}`);
    for (const encoding of Object.keys(encodings) as Encoding[]) {
      const headers: Record<string, string> = { ...encodings[encoding] };
      const answer = encoding === 'plain' ? plain : await rawGet(appBase + read.path, headers);
      const appEncoding = String(answer.headers['content-encoding'] ?? '');
      const body = appEncoding ? zlib.brotliCompressSync(plain.body) : plain.body;
      const sent = { ...copiedHeaders(answer.headers), ...(appEncoding ? { 'content-encoding': 'br' } : {}) };
      const route = `/baseline/${i}/${encoding === 'plain' ? 'plain' : 'compressed'}`;
      baseline.get(route, (_request, reply) => reply.headers(sent).send(body));
      targets.push({
        name: read.name,
        encoding,
        headers,
        appUrl: appBase + read.path,
        baselineUrl: route + new URL(read.path, appBase).search,
        appBytes: answer.body.length,
        baselineBytes: body.length,
        appEncoding,
      });
    }
  }
  const base = await baseline.listen({ host: '127.0.0.1', port: 0 });
  for (const target of targets) target.baselineUrl = base + target.baselineUrl;
  return { targets, close: () => baseline.close() };
}
