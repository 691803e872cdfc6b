import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/** Where Debian's `pgbouncer` package puts the program (/usr/sbin is not on every user's PATH), or null without it. */
export function pgbouncerProgram(): string | null {
  for (const program of ['pgbouncer', '/usr/sbin/pgbouncer']) {
    if (spawnSync(program, ['--version'], { stdio: 'ignore' }).status === 0) return program;
  }
  return null;
}

export type Pgbouncer = {
  port: number;
  /** The same database, user and password as `directUrl`, reached through this PgBouncer. */
  urlOf(directUrl: string): string;
  /** What PgBouncer wrote to its standard error so far (its log). */
  log: string[];
  stop(): Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * A real PgBouncer on 127.0.0.1 (a free port) in transaction pooling mode, in front of the PostgreSQL server of
 * `postgresUrl`: every database of that server under its own name, the URL's user authenticated with SCRAM from a
 * userlist holding its password (PgBouncer then logs in to PostgreSQL with SCRAM too), `serverConnections`
 * server sessions per database, so clients really share them. Its files live in a temporary directory; as root
 * it runs as the `postgres` user (PgBouncer refuses root).
 */
export async function startPgbouncer(postgresUrl: string, options: { serverConnections?: number } = {}): Promise<Pgbouncer> {
  const program = pgbouncerProgram();
  if (!program) throw new Error('pgbouncer is not installed (Debian: apt-get install pgbouncer)');
  const server = new URL(postgresUrl);
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-pgbouncer-'));
  await fs.chmod(dir, 0o755);
  const port = await freePort();
  const quoted = (s: string) => `"${s.replaceAll('"', '""')}"`;
  await fs.writeFile(path.join(dir, 'userlist.txt'), `${quoted(user)} ${quoted(password)}\n`, { mode: 0o644 });
  const ini = [
    '[databases]',
    `* = host=${server.hostname} port=${server.port || 5432}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = scram-sha-256',
    `auth_file = ${path.join(dir, 'userlist.txt')}`,
    'pool_mode = transaction',
    `default_pool_size = ${options.serverConnections ?? 8}`,
    'max_client_conn = 1000',
    '',
  ].join('\n');
  const iniFile = path.join(dir, 'pgbouncer.ini');
  await fs.writeFile(iniFile, ini, { mode: 0o644 });

  const asRoot = process.getuid?.() === 0;
  const child = spawn(program, [...(asRoot ? ['-u', 'postgres'] : []), iniFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  const log: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await fs.rm(dir, { recursive: true, force: true });
  };
  // up when it accepts connections; an exit before that is a failure to start
  for (let attempt = 0; !(await accepts(port)); attempt++) {
    if (child.exitCode !== null || attempt >= 100) {
      await stop();
      throw new Error(`pgbouncer did not start: ${log.join('')}`);
    }
    await delay(50);
  }
  return {
    port,
    log,
    stop,
    urlOf(directUrl: string) {
      const url = new URL(directUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
  };
}
