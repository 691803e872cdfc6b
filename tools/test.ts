// `npm test`: every check of the project in phases, then one line per phase with its result and wall time
// (docs/decisions/048-test-clock-and-suite-layout.md). Stops at the first phase that fails.
import { spawn } from 'node:child_process';
import { formatPhases, type PhaseResult } from './test-phases.ts';

type Phase = { name: string; command: string[]; env?: Record<string, string> };

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Phases in one group run side by side on the two cores, their output held until each ends. */
const groups: Phase[][] = [
  [
    { name: 'type check', command: ['npm', 'run', '--silent', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
    { name: 'unit', command: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'unit-mocking'] },
  ],
  [
    {
      name: onPostgres ? 'server on PostgreSQL' : 'server on PGlite',
      command: ['npx', 'vitest', 'run', '--project', 'server'],
    },
  ],
  // the web build needs little of the database files' time on PGlite, so the two share the cores
  [
    ...(onPostgres
      ? [{ name: 'server on PGlite (database files)', command: ['npx', 'vitest', 'run', '--project', 'server-pglite'] }]
      : []),
    { name: 'web build', command: ['npm', 'run', '--silent', 'build'] },
  ],
  [{ name: 'end-to-end in Chromium', command: ['npm', 'run', '--silent', 'test', '--workspace', '@portal/e2e'] }],
];

function run(phase: Phase, held: boolean): Promise<PhaseResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(phase.command[0]!, phase.command.slice(1), {
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...phase.env },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (held) process.stdout.write(Buffer.concat(output));
      resolve({
        name: phase.name,
        status: code === 0 ? 'passed' : 'failed',
        seconds: (performance.now() - started) / 1000,
        detail: signal ?? undefined,
      });
    });
  });
}

const results: PhaseResult[] = [];
const started = performance.now();
let failed = false;
for (const group of groups) {
  if (failed) {
    results.push(...group.map((p): PhaseResult => ({ name: p.name, status: 'not run', seconds: 0 })));
    continue;
  }
  const ended = await Promise.all(group.map((phase) => run(phase, group.length > 1)));
  results.push(...ended);
  failed = ended.some((r) => r.status === 'failed');
}
console.log(`\n${formatPhases(results, (performance.now() - started) / 1000)}`);
process.exit(failed ? 1 : 0);
