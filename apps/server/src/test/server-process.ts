import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';

export const serverEntries = {
  server: path.resolve(import.meta.dirname, '../server.ts'),
  cluster: path.resolve(import.meta.dirname, '../cluster.ts'),
};

export type ServerProcess = {
  /** http://127.0.0.1:port, as the server logged it */
  base: string;
  child: ChildProcess;
  /** every line the process has written to its standard output so far */
  output: string[];
  /** SIGTERM, then the exit code once the process has ended */
  stop(): Promise<number | null>;
};

/**
 * Starts a real server process (the server itself or the cluster primary) with only the given environment,
 * so nothing of the test run's leaks in, and resolves with the address Fastify logs once it listens
 * (PORT=0 lets the system choose a free port, so no race). LOG_LEVEL must let `info` through.
 */
export function startServerProcess(entry: string, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [entry], { stdio: ['ignore', 'pipe', 'pipe'], env: { PORT: '0', ...env } });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const errors: string[] = [];
    child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening: ${errors.join('')}`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      const base = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (base) resolve({ base, child, output, stop });
    });
  });
}

/**
 * A GET on a connection of its own, as curl makes it: a cluster hands out connections, not requests,
 * so answers that reuse one kept-alive connection all come from the same worker. A connection handed to
 * a worker as it died is never answered: it is given up after a while, so a caller can ask again.
 */
export function getOnNewConnection(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      })
      .on('error', reject);
    request.setTimeout(5_000, () => request.destroy(new Error(`no answer from ${url}`)));
  });
}
