import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';

// decision 019: requests Node's HTTP parser refuses never reach Fastify's hooks (inject bypasses the
// parser), so these go over a real socket to the app listening on 127.0.0.1

let t: Awaited<ReturnType<typeof createTestApp>>;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Writes raw bytes and reads the whole answer until the server closes the connection. */
function exchange(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head.toLowerCase(), body });
    });
    socket.write(request);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers headers over the size limit with 431 and the failure envelope', async () => {
    const res = await exchange(
      `GET /api?action=destinations HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.headers).toContain('content-type: application/json; charset=utf-8');
    expect(res.headers).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(res.body)).toMatchObject({
      success: 0,
      code: 'headers_too_large',
      msg: 'The request headers are too large',
      message: 'The request headers are too large',
      title: 'Too large',
    });
  });

  it('answers bytes that are not HTTP with 400 and the failure envelope', async () => {
    const res = await exchange('GET /api?action=destinations HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ success: 0, code: 'malformed_body' });
  });
});
