import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';

/**
 * The CPU a PostgreSQL server's backends spent for this database (docs/decisions/025): the utime +
 * stime of each client backend connected to it, from /proc/<pid>/stat. Readable where the bench runs on
 * the database's machine as root or as its user; `undefined` on PGlite (the database runs inside the
 * server's process, whose CPU already counts it) or where /proc of the backends cannot be read.
 */
let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** utime + stime of one process in clock ticks, from the text of /proc/<pid>/stat. */
export function statTicks(stat: string): number {
  // the command name may hold spaces and parentheses: the fields follow its last ')'
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is the state (field 3 of proc(5)); utime and stime are fields 14 and 15
  return Number(fields[11]) + Number(fields[12]);
}

export type DatabaseCpu = { micros: number; backends: number } | undefined;

export async function databaseCpuMicros(db: Database, settings: Record<string, string>): Promise<DatabaseCpu> {
  if (!settings.DATABASE_URL) return undefined;
  const result = (await db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  )) as unknown as { rows: { pid: number }[] };
  let ticks = 0;
  let backends = 0;
  for (const { pid } of result.rows) {
    try {
      ticks += statTicks(await fs.readFile(`/proc/${pid}/stat`, 'utf8'));
      backends += 1;
    } catch {
      // a backend on another machine, or one that ended since
    }
  }
  if (backends === 0) return undefined;
  return { micros: (ticks / clockTicks()) * 1e6, backends };
}
