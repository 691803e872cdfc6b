import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serverEntries, startServerProcess, type ServerProcess } from '../test/server-process.ts';

// docs/decisions/062: on SIGTERM the real server stops taking connections, finishes what is in flight, exits 0

let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-shutdown-'));
  server = await startServerProcess(serverEntries.server, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-dist'),
    DATABASE_URL: '',
    SEED_DEMO: '0',
    LOG_LEVEL: 'info',
    TEST_ROUTES: 'on',
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}, 60_000);

/** A GET on a kept-alive connection, as a load balancer's pool makes it; resolves with its status and body. */
function get(url: string, agent: http.Agent | false): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Resolves once the process writes a line containing `text` (it may already have). */
function lineWith(text: string): Promise<void> {
  if (server.output.some((line) => line.includes(text))) return Promise.resolve();
  return new Promise((resolve) => {
    const listen = (chunk: Buffer) => {
      if (!chunk.toString().includes(text)) return;
      server.child.stdout!.off('data', listen);
      resolve();
    };
    server.child.stdout!.on('data', listen);
  });
}

it('is ready while it serves; on SIGTERM finishes the request in flight, refuses new connections and exits 0', async () => {
  const agent = new http.Agent({ keepAlive: true });
  try {
    const ready = await get(`${server.base}/readyz`, agent);
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' });

    // a request the server holds open until it is told to stop
    const held = get(`${server.base}/test/held-until-shutdown`, agent);
    await lineWith('request held until shutdown');
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');

    const answer = await held;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ held: 'released' });
    // the listener closed before that answer was written: a new connection is refused
    await expect(get(`${server.base}/healthz`, false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await exited).toBe(0);
    expect(server.output.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
  } finally {
    agent.destroy();
  }
}, 60_000);
