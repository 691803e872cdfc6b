// `npm run test:any-day`: the Vitest suite under Debian's libfaketime at the offsets and instants where a test that
// read the machine's clock would fail (docs/decisions/048-test-clock-and-suite-layout.md), one line per run at the end.
// Needs `apt-get install faketime`; runs every Vitest project, so set TEST_DATABASE_URL to cover both databases.
// `npm run test:any-day -- e2e` runs the Chromium journeys instead, with the server and the browser under faketime.
import { spawnSync } from 'node:child_process';
import { formatPhases, type PhaseResult } from './test-phases.ts';

const clocks = [
  { name: 'tomorrow', faketime: '+1d' },
  { name: 'in 45 days', faketime: '+45d' },
  { name: 'in 400 days', faketime: '+400d' },
  { name: 'a month-end at 23:30 in Dubai', faketime: '@2026-12-31 19:30:00' },
  { name: '29 February 2028', faketime: '@2028-02-29 10:00:00' },
];
const journeys = process.argv.includes('e2e');
const command = journeys ? ['npm', 'run', 'test:e2e'] : ['npx', 'vitest', 'run'];
const chosen = journeys ? clocks.filter((c) => c.faketime === '+45d' || c.faketime === '+400d') : clocks;

if (spawnSync('faketime', ['-f', '+0d', 'true']).status !== 0) {
  console.error('faketime is not installed: apt-get install faketime');
  process.exit(2);
}
const results: PhaseResult[] = [];
const started = performance.now();
for (const clock of chosen) {
  const began = performance.now();
  console.log(`\n── ${command.join(' ')} with the machine's clock at ${clock.name} (faketime -f '${clock.faketime}')`);
  // FAKETIME_DONT_RESET keeps one shifted clock for the whole tree of processes (workers, servers, Chromium)
  const run = spawnSync('faketime', ['-f', clock.faketime, ...command], {
    stdio: 'inherit',
    env: { ...process.env, FAKETIME_DONT_RESET: '1', TZ: 'UTC' },
  });
  results.push({
    name: `${clock.name} (${clock.faketime})`,
    status: run.status === 0 ? 'passed' : 'failed',
    seconds: (performance.now() - began) / 1000,
  });
}
console.log(`\n${formatPhases(results, (performance.now() - started) / 1000)}`);
process.exit(results.every((r) => r.status === 'passed') ? 0 : 1);
