import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database belongs to one process at a time: two PGlite instances writing the same files lose
 * each other's writes. Whoever opens it (the portal, or an operator script) holds `<data dir>.lock`, a file
 * naming its pid, created exclusively on open and removed on close, or at exit when close is never reached.
 * A lock whose process is gone (a crashed portal) is stale and taken over; so is one naming this very pid
 * that this process does not hold (a container restarted after a crash gives the portal the same pid again).
 */

/** The lock files this process holds. */
const held = new Set<string>();

/** Removes the lock file if it still names this process: never a lock another process has taken over since. */
function removeOwn(lockFile: string) {
  if (pidIn(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
}

// a process that exits without closing the database (an error at start, process.exit) leaves no lock behind
process.on('exit', () => {
  for (const lockFile of held) removeOwn(lockFile);
});

export class EmbeddedDatabaseInUse extends Error {
  readonly dataDir: string;
  readonly lockFile: string;
  /** the process that has it open */
  readonly pid: number;

  constructor(dataDir: string, lockFile: string, pid: number) {
    super(
      `the embedded database in ${dataDir} is open in another process (pid ${pid}); ` +
        `one process at a time may open it (if no such process runs, delete ${lockFile})`,
    );
    this.name = 'EmbeddedDatabaseInUse';
    this.dataDir = dataDir;
    this.lockFile = lockFile;
    this.pid = pid;
  }
}

export const lockFileOf = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

/** The pid a lock file names, or null when there is none (gone, or written by something else). */
function pidIn(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates `lockFile` as a copy of `draft`, failing with EEXIST when it exists. */
function createExclusively(draft: string, lockFile: string) {
  try {
    fs.linkSync(draft, lockFile);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw err;
    // a file system without hard links: created exclusively, then written
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw err;
    fs.writeFileSync(lockFile, fs.readFileSync(draft), { flag: 'wx' });
  }
}

/**
 * Takes the lock of the embedded database in `dataDir` for this process, or throws EmbeddedDatabaseInUse
 * naming the process that holds it. Answers the release, which `close` calls once the database is closed.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const lockFile = lockFileOf(dataDir);
  if (held.has(lockFile)) throw new EmbeddedDatabaseInUse(dataDir, lockFile, process.pid);
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  // written whole beside it, then linked into place: link fails when the lock exists, and is never half-written
  const draft = `${lockFile}.${process.pid}`;
  fs.writeFileSync(draft, `${process.pid}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        createExclusively(draft, lockFile);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const pid = pidIn(lockFile);
      const stale = pid === null || pid === process.pid || !isRunning(pid);
      if (!stale || attempt >= 2) throw new EmbeddedDatabaseInUse(dataDir, lockFile, pid ?? 0);
      fs.rmSync(lockFile, { force: true });
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
  held.add(lockFile);
  return () => {
    if (held.delete(lockFile)) removeOwn(lockFile);
  };
}
