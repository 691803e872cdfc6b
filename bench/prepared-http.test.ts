import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRequest, PreparedConnection } from './prepared-http.ts';

/** A server answering what it was sent: with a length, in chunks, or by hanging up. */
let server: http.Server;
let base: string;
let connectionsOpened = 0;
const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      if (request.url === '/hang-up') {
        request.socket.destroy();
        return;
      }
      if (request.url === '/chunked') {
        response.writeHead(409, { 'content-type': 'application/json; charset=utf-8' });
        response.write('{"error":');
        response.end('"نفدت التذاكر"}');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`${request.method} ${body}`);
    });
  });
  server.on('connection', () => (connectionsOpened += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('PreparedConnection', () => {
  it('sends encoded requests one after another on one kept-alive connection and reads each whole answer', async () => {
    const before = connectionsOpened;
    const connection = await PreparedConnection.open(base);
    try {
      const body = 'action=createPurchase&site=%D8%B9';
      const post = encodeRequest(`${base}/api?x=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Bearer abc' },
        body,
      });
      expect(await connection.send(encodeRequest(`${base}/healthz`, { method: 'GET' }))).toEqual({ status: 200, text: 'GET ' });
      expect(await connection.send(post)).toEqual({ status: 200, text: `POST ${body}` });
      expect(await connection.send(encodeRequest(`${base}/chunked`, { method: 'GET' }))).toEqual({
        status: 409,
        text: '{"error":"نفدت التذاكر"}',
      });
      const [, second] = seen.slice(-3);
      expect(second).toMatchObject({ method: 'POST', url: '/api?x=1', body });
      expect(second?.headers).toMatchObject({ authorization: 'Bearer abc', 'content-length': String(Buffer.byteLength(body)) });
      expect(connectionsOpened - before).toBe(1);
    } finally {
      connection.close();
    }
  });

  it('rejects when the server hangs up before answering, and every later send too', async () => {
    const connection = await PreparedConnection.open(base);
    await expect(connection.send(encodeRequest(`${base}/hang-up`, { method: 'GET' }))).rejects.toThrow(/closed the connection/);
    await expect(connection.send(encodeRequest(`${base}/healthz`, { method: 'GET' }))).rejects.toThrow();
  });

  it('refuses a second request while one is waiting', async () => {
    const connection = await PreparedConnection.open(base);
    try {
      const first = connection.send(encodeRequest(`${base}/healthz`, { method: 'GET' }));
      await expect(connection.send(encodeRequest(`${base}/healthz`, { method: 'GET' }))).rejects.toThrow(/one request at a time/);
      expect((await first).status).toBe(200);
    } finally {
      connection.close();
    }
  });
});
