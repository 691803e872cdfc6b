// Runs the server test suite once more against the PostgreSQL server of TEST_DATABASE_URL (ARCHITECTURE.md "Data").
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('server tests on PostgreSQL: skipped (TEST_DATABASE_URL is not set)');
  process.exit(0);
}
const run = spawnSync('npx', ['vitest', 'run', 'apps/server'], {
  stdio: 'inherit',
  env: { ...process.env, PORTAL_TEST_ON_POSTGRES: '1' },
});
process.exit(run.status ?? 1);
