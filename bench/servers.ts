import Fastify, { type FastifyInstance } from 'fastify';
import { migrateDatabase, newPglite, openDatabase } from '../apps/server/src/db/client.ts';
import { listenBenchApp } from './bench-app.ts';
import { buildCatalogue } from './data.ts';

/** One measured read: the same request sent to the real app and to a bare route serving the app's bytes. */
export type Target = {
  name: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  appUrl: string;
  baselineUrl: string;
  /** bytes of the answer body, identical on both servers */
  bytes: number;
};

/** RSS in bytes and CPU time (user + system) in microseconds of the process the servers run in */
export type Usage = { rss: number; cpuMicros: number };

export type Servers = { targets: Target[]; usage: () => Usage; close: () => Promise<void> };

export function usage(): Usage {
  const cpu = process.cpuUsage();
  return { rss: process.memoryUsage.rss(), cpuMicros: cpu.user + cpu.system };
}

type Read = { name: string; method: 'GET' | 'POST'; path: string; body?: string; headers: Record<string, string> };

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * A migrated in-memory PGlite with the benchmark catalogue, the real app (production config, no
 * logging, default public cache) and a bare Fastify app, both on ephemeral ports of 127.0.0.1.
 */
export async function startServers(): Promise<Servers> {
  const database = await openDatabase({ pglite: newPglite() });
  await migrateDatabase(database);
  const [slug] = await buildCatalogue(database.db);

  const app = await listenBenchApp(database.db, { name: 'bench' });
  const appBase = app.base;

  const reads: Read[] = [
    { name: 'GET destinations', method: 'GET', path: '/api?action=destinations', headers: {} },
    { name: `GET packages`, method: 'GET', path: `/api?action=packages&slug=${slug}`, headers: {} },
    { name: 'POST destinations (form)', method: 'POST', path: '/api', body: 'action=destinations', headers: form },
  ];

  const baseline: FastifyInstance = Fastify({ logger: false });
  // a bare route needs some parser to accept a form body; this one only reads it, as cheaply as Fastify allows
  baseline.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  const targets: Target[] = [];
  for (const [i, read] of reads.entries()) {
    const answer = await fetch(appBase + read.path, {
      method: read.method,
      headers: read.headers,
      ...(read.body !== undefined ? { body: read.body } : {}),
    });
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`${read.name}: the app answered ${answer.status}: ${text.slice(0, 300)}`);
    const contentType = answer.headers.get('content-type') ?? 'application/json; charset=utf-8';
    const route = `/baseline/${i}`;
    const search = new URL(read.path, appBase).search;
    baseline.route({
      method: read.method,
      url: route,
      handler: (_request, reply) => reply.header('content-type', contentType).send(text),
    });
    targets.push({
      name: read.name,
      method: read.method,
      headers: read.headers,
      ...(read.body !== undefined ? { body: read.body } : {}),
      appUrl: appBase + read.path,
      baselineUrl: route + search,
      bytes: Buffer.byteLength(text),
    });
  }
  const baselineBase = await baseline.listen({ host: '127.0.0.1', port: 0 });
  for (const target of targets) target.baselineUrl = baselineBase + target.baselineUrl;

  return {
    targets,
    usage,
    async close() {
      await baseline.close();
      await app.close();
      await database.close();
    },
  };
}
