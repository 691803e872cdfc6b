import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * wrk (Debian's package), the bench's load generator (docs/decisions/025): a C program in its own
 * process, so the load costs a small share of the CPU the servers spend, and the bench's own Node
 * process only starts it and reads its summary. `wrk/mix.lua` sends a list of requests in turn.
 */

/** A request of a load: a path on the target (query included), plain GET unless said. */
export type WrkRequest = { path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };

export type WrkResult = {
  answers: number;
  seconds: number;
  /** answers with status ≥ 400, connection, read and write errors, timeouts */
  bad: { status: number; connect: number; read: number; write: number; timeout: number };
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
};

const script = path.join(import.meta.dirname, 'wrk', 'mix.lua');

let found: string | undefined;

/** The wrk binary (WRK_PATH, else on PATH); a clear message how to install it when it is missing. */
export function wrkBinary(): string {
  if (found) return found;
  const candidate = process.env.WRK_PATH || 'wrk';
  try {
    execFileSync(candidate, ['--version'], { stdio: 'pipe' });
  } catch (err) {
    // wrk --version exits 1 after printing its version; only a missing binary is ENOENT
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        'wrk is not installed: the bench needs it as its load generator. Install it with ' +
          '`sudo apt-get install wrk` (Debian, Ubuntu) or `brew install wrk` (macOS), or set WRK_PATH to the binary.',
        { cause: err },
      );
    }
  }
  found = candidate;
  return candidate;
}

/** One request a line, as wrk/mix.lua reads them (tabs and newlines cannot occur in a path or form body). */
export function requestLines(requests: readonly WrkRequest[]): string {
  return requests
    .map((r) => {
      const headers = Object.entries(r.headers ?? {})
        .map(([name, value]) => `${name}: ${value}`)
        .join('\u0001');
      for (const field of [r.path, headers, r.body ?? '']) {
        if (/[\t\n\r]/.test(field)) throw new Error(`a wrk request cannot hold a tab or a line break: ${r.path}`);
      }
      return [r.method ?? 'GET', r.path, headers, r.body ?? ''].join('\t');
    })
    .join('\n');
}

/** The summary line mix.lua's done() prints, in milliseconds and seconds. */
export function parseWrkSummary(stdout: string): WrkResult {
  const line = stdout.split('\n').find((l) => l.startsWith('WRK_JSON '));
  if (!line) throw new Error(`wrk printed no summary:\n${stdout.slice(0, 2000)}`);
  const raw = JSON.parse(line.slice('WRK_JSON '.length)) as Record<string, number>;
  const ms = (micros: number) => micros / 1000;
  return {
    answers: raw.requests!,
    seconds: raw.durationMicros! / 1e6,
    bad: { status: raw.status!, connect: raw.connect!, read: raw.read!, write: raw.write!, timeout: raw.timeout! },
    p50Ms: ms(raw.p50Micros!),
    p95Ms: ms(raw.p95Micros!),
    p99Ms: ms(raw.p99Micros!),
    maxMs: ms(raw.maxMicros!),
  };
}

/** Whether a run had any wrong answer, error or timeout, as a sentence (undefined when none). */
export function badAnswers(result: WrkResult): string | undefined {
  const bad = Object.entries(result.bad).filter(([, n]) => n > 0);
  return bad.length === 0 ? undefined : bad.map(([what, n]) => `${n} ${what}`).join(', ');
}

/**
 * wrk on `base` for `seconds` (whole seconds, at least 1) with `connections` connections on one
 * thread (a second thread would take the core the servers share), the requests sent in turn.
 */
export async function runWrk(
  base: string,
  requests: readonly WrkRequest[],
  options: { connections: number; seconds: number; threads?: number; timeoutSeconds?: number },
): Promise<WrkResult> {
  if (requests.length === 0) throw new Error('runWrk: no requests');
  const binary = wrkBinary();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-wrk-'));
  const file = path.join(dir, 'requests.tsv');
  await fs.writeFile(file, requestLines(requests));
  const threads = Math.min(options.threads ?? 1, options.connections);
  const args = [
    `-t${threads}`,
    `-c${options.connections}`,
    `-d${Math.max(1, Math.round(options.seconds))}s`,
    `--timeout`,
    `${options.timeoutSeconds ?? 30}s`,
    '-s',
    script,
    base,
    '--',
    file,
  ];
  try {
    const stdout = await new Promise<string>((resolve, reject) => {
      const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited with ${code}: ${err}${out}`))));
    });
    return parseWrkSummary(stdout);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
