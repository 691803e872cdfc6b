import { defineAction } from '@portal/contract/action';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, dispatcherTestOptions, formBody, formHeaders } from '../test/harness.ts';
import { bindAction } from './actions.ts';
import { registerDispatcher } from './dispatcher.ts';
import { registerErrorHandler } from './error-handler.ts';

/** A visitor's personal data, as a failing query would carry it in its parameters. */
const visitor = { name: 'Layla Haddad', email: 'layla.haddad@example.com', mobile: '+971501112233' };

const failingQuery = defineAction({
  name: 'failingQuery',
  auth: 'public',
  summary: 'test',
  input: z.object({}),
  output: z.object({}),
  cacheSeconds: 0,
});

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: ReturnType<typeof Fastify>;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  registerErrorHandler(app, { db: t.db });
  await registerDispatcher(
    app,
    dispatcherTestOptions(t.db, {
      actions: [
        // the database refuses the e-mail as a number and quotes it back in its message
        bindAction(failingQuery, async (_input, ctx) => {
          await ctx.db.execute(sql`select ${visitor.email}::int, ${visitor.name}, ${visitor.mobile}`);
          return {};
        }),
      ],
    }),
  );
});

afterAll(async () => {
  await app.close();
  await t.close();
});

beforeEach(() => {
  lines.length = 0;
});

const logged = () => lines.join('\n');

describe('error logs', () => {
  it('log a failed query by its class, SQL code and statement, without its parameters or the values quoted back', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api',
      headers: formHeaders,
      payload: formBody({ action: 'failingQuery' }),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: 0, code: 'internal' });
    for (const value of Object.values(visitor)) expect(logged()).not.toContain(value);
    const entry = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((e) => e.msg === 'unhandled error');
    expect(entry?.error).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'select $1::int, $2, $3',
      cause: { code: '22P02' },
    });
  });

  it('log a body that is not JSON without the text it carried', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json' },
      payload: `{"action":"failingQuery","name":"${visitor.name}","email":"${visitor.email}" "mobile":"${visitor.mobile}"}`,
    });
    expect(res.statusCode).toBe(400);
    expect(logged()).toContain('request refused');
    for (const value of Object.values(visitor)) expect(logged()).not.toContain(value);
  });
});
