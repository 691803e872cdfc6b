import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { readFileSync, readdirSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The real server as a person starts it: `npm start` of @portal/server (its start script, so any
 * production or heap settings put there are measured too), the demo content seeded into a fresh
 * temporary DATA_DIR, and the built web app. The memory of the server's processes is sampled from /proc
 * (docs/decisions/025: the RSS of every process below npm and its shell, summed).
 */

export const root = path.resolve(import.meta.dirname, '..');
export const webDist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'));
const sampleEveryMs = 100;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const readOr = (file: string, otherwise: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return otherwise; // the process ended between listing and reading
  }
};

/** Every process below `pid`, by the parent field of /proc/N/stat (this kernel has no /proc/N/task/N/children). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOr(`/proc/${entry}/stat`, '');
    // the command name is in parentheses and may hold spaces: the fields after its closing one are state, ppid …
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const visit = (p: number) => {
    for (const child of parents.get(p) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** Alive and not a zombie (an orphan's exit status may wait for a reaper that never comes in a container). */
function isRunning(pid: number): boolean {
  const stat = readOr(`/proc/${pid}/stat`, '');
  return stat !== '' && stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

/** VmRSS and VmHWM (peak RSS) of a process in bytes; zeros once it has ended. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readOr(`/proc/${pid}/status`, '');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/** npm and the shell of its script: the wrappers of the server, not the server */
const wrappers = /^(npm\b|(\/usr)?(\/bin\/)?(sh|bash|dash)$)/;

/**
 * The server's processes below the npm wrapper: the node process the start script runs (the server, or
 * a cluster's primary) and every process it started (a cluster's workers, any helper).
 */
function serverProcesses(wrapper: number): number[] {
  return descendants(wrapper).filter((pid) => !wrappers.test(readOr(`/proc/${pid}/cmdline`, '').split('\0')[0]!));
}

export type Memory = { rss: number; hwm: number };

function memoryOfServer(wrapper: number): Memory {
  return serverProcesses(wrapper)
    .map(memoryOf)
    .reduce((sum, m) => ({ rss: sum.rss + m.rss, hwm: sum.hwm + m.hwm }), { rss: 0, hwm: 0 });
}

export type RealServer = {
  base: string;
  /** seconds from spawn until /healthz answered */
  startSeconds: number;
  /** the largest RSS sampled since the last call (or since start), and the server's memory now */
  takePeak: () => Memory & { sampledRss: number };
  stop: () => Promise<void>;
};

/** `settings`: DATABASE_URL for PostgreSQL, nothing for the embedded PGlite. */
export async function startRealServer(settings: Record<string, string>): Promise<RealServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-real-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WEB_DIST_DIR: webDist,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    ...settings,
  };
  // the start script chooses the mode (production unless told otherwise), as it does for a person
  delete env.NODE_ENV;
  const started = performance.now();
  // its own process group, so that stopping it stops npm, the shell and the server together
  const wrapper = spawn('npm', ['run', 'start', '--workspace', '@portal/server'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => wrapper.once('exit', () => resolve()));
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOfServer(wrapper.pid!).rss);
  }, sampleEveryMs);
  const stop = async () => {
    clearInterval(sampler);
    const running = serverProcesses(wrapper.pid!);
    if (wrapper.exitCode === null && wrapper.signalCode === null) process.kill(-wrapper.pid!, 'SIGTERM');
    await exited;
    // npm may end before the server has closed its database: wait for the server's processes too
    while (running.some(isRunning)) await new Promise((resolve) => setTimeout(resolve, 100));
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(base, exited);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    base,
    startSeconds: (performance.now() - started) / 1000,
    takePeak() {
      const now = memoryOfServer(wrapper.pid!);
      const sampledRss = Math.max(peak, now.rss);
      peak = 0;
      return { ...now, sampledRss };
    },
    stop,
  };
}

async function waitUntilHealthy(base: string, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error('the real server exited before it was ready (its errors are above)');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the real server was not ready within 5 minutes');
}
