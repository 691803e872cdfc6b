import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

// A real S3-protocol server for the storage tests (docs/decisions/069): s3rver, in this process on 127.0.0.1,
// with its objects in a temporary folder, and an HTTP proxy in front of it that can fail writes.

/** s3rver's own keys; the SDK reads them from the environment as it would in production. */
export const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type FlakyProxy = {
  url: string;
  /** PUTs answered so far, failed or passed on */
  puts: number;
  failedPuts: number;
  /** `half`: every other PUT fails, alternately as 503 SlowDown and as a connection cut before any answer */
  mode: 'pass' | 'half';
};

export type S3TestServer = {
  /** the server itself (through a proxy that never fails), for checking what is really stored */
  directUrl: string;
  bucket: string;
  /** the proxy the portal is pointed at */
  proxy: FlakyProxy;
  /** a client straight to the server (not through the proxy) */
  client: S3Client;
  close(): Promise<void>;
};

export async function startS3Server(bucket = 'portal-test'): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = (await server.run()) as AddressInfo;
  const proxy: FlakyProxy = { url: '', puts: 0, failedPuts: 0, mode: 'pass' };
  // Node stamps an answer's Date from the machine's clock, and the SDK corrects its signing clock by it: the
  // answers carry the suite's clock instead, the one s3rver (in this process) checks signatures against
  const handler = (failing: boolean) => (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (failing && request.method === 'PUT') {
      proxy.puts += 1;
      if (proxy.mode === 'half' && proxy.puts % 2 === 1) {
        proxy.failedPuts += 1;
        // the body is read first, as a server that fails after receiving the upload would
        request.resume();
        request.on('end', () => {
          if (proxy.failedPuts % 2 === 1) {
            response.writeHead(503, { 'content-type': 'application/xml', date: new Date().toUTCString() });
            response.end(
              '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
            );
          } else {
            request.socket.destroy();
          }
        });
        return;
      }
    }
    // headers as they came (the Host the request was signed for included)
    const upstream = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, date: new Date().toUTCString() });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  };
  const listen = async (failing: boolean) => {
    const front = http.createServer(handler(failing));
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    return { front, url: `http://127.0.0.1:${(front.address() as AddressInfo).port}` };
  };
  const flaky = await listen(true);
  const direct = await listen(false);
  proxy.url = flaky.url;
  const directUrl = direct.url;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: directUrl,
    forcePathStyle: true,
    credentials: s3rverCredentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));

  return {
    directUrl,
    bucket,
    proxy,
    client,
    async close() {
      client.destroy();
      for (const { front } of [flaky, direct]) {
        front.closeAllConnections();
        await new Promise<void>((resolve) => front.close(() => resolve()));
      }
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
