import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statTicks } from './database-cpu.ts';
import { spread, verdict } from './report.ts';
import { badAnswers, parseWrkSummary, requestLines, runWrk } from './wrk.ts';

const hasWrk = (() => {
  try {
    execFileSync(process.env.WRK_PATH || 'wrk', ['--version'], { stdio: 'pipe' });
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ENOENT';
  }
})();

describe('wrk requests and summary', () => {
  it('writes one request a line, headers joined by \\u0001', () => {
    expect(
      requestLines([
        { path: '/api?action=HomeData' },
        { path: '/api', method: 'POST', headers: { 'content-type': 'x', authorization: 'Bearer t' }, body: 'a=1&b=2' },
      ]),
    ).toBe('GET\t/api?action=HomeData\t\t\nPOST\t/api\tcontent-type: x\u0001authorization: Bearer t\ta=1&b=2');
  });

  it('refuses a tab or a line break in a request', () => {
    expect(() => requestLines([{ path: '/a', body: 'x\ny' }])).toThrow(/tab or a line break/);
  });

  it('reads the summary line and names the wrong answers', () => {
    const result = parseWrkSummary(
      'Running 1s test\nWRK_JSON {"requests":120,"durationMicros":1000000,"bytes":5,"connect":0,"read":0,"write":0,' +
        '"status":3,"timeout":1,"p50Micros":1500,"p95Micros":4000,"p99Micros":9000,"maxMicros":12000}\n',
    );
    expect(result).toMatchObject({ answers: 120, seconds: 1, p95Ms: 4, p99Ms: 9 });
    expect(badAnswers(result)).toBe('3 status, 1 timeout');
  });
});

describe('verdicts', () => {
  it('is NOISY when the repetitions disagree, else met or MISSED', () => {
    expect(spread([0.8, 0.9, 1.0])).toBeCloseTo(0.2 / 0.9);
    expect(verdict({ met: true, noisy: true })).toBe('NOISY');
    expect(verdict({ met: false })).toBe('MISSED');
    expect(verdict({ met: true })).toBe('met');
    expect(verdict({})).toBe('');
  });

  it('reads utime + stime of /proc/<pid>/stat, whatever the command name holds', () => {
    const fields = ['S', ...Array.from({ length: 10 }, () => '0'), '150', '25', '0', '0'];
    expect(statTicks(`4110 (postgres: a (b) c) ${fields.join(' ')}`)).toBe(175);
  });
});

describe.skipIf(!hasWrk)('wrk against a server', () => {
  let server: http.Server;
  let base: string;
  const seen = new Map<string, number>();

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const key = `${request.method} ${request.url} ${request.headers['x-bench'] ?? ''} ${Buffer.concat(chunks).toString()}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
        response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'text/plain' });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends every request of the list in turn, with its method, headers and body', async () => {
    const result = await runWrk(
      base,
      [{ path: '/a?x=1' }, { path: '/b', headers: { 'x-bench': 'yes' } }, { path: '/c', method: 'POST', body: 'k=v' }],
      { connections: 2, seconds: 1 },
    );
    expect(result.answers).toBeGreaterThan(3);
    expect(badAnswers(result)).toBeUndefined();
    const counts = ['GET /a?x=1  ', 'GET /b yes ', 'POST /c  k=v'].map((key) => seen.get(key) ?? 0);
    // in turn: no request of the list is sent twice as often as another
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(Math.max(...counts)).toBeLessThanOrEqual(2 * Math.min(...counts) + 2);
  });

  it('counts answers of 400 and above as wrong', async () => {
    const result = await runWrk(base, [{ path: '/missing' }], { connections: 1, seconds: 1 });
    expect(result.bad.status).toBe(result.answers);
    expect(badAnswers(result)).toMatch(/status/);
  });
});
