// OCTO resellers, from the command line of the machine that runs the portal (docs/decisions/061):
//   npm run reseller:create -- "Name" [--email someone@example.com] [--packages 12,14] [--commission 10] [--rate-limit 1200]
//   npm run reseller:revoke -- <reseller id>
// create prints the reseller's API key once; only its SHA-256 is stored. It opens the configured database
// (DATABASE_URL, or the embedded one under DATA_DIR). The embedded database belongs to one process at a time:
// while the portal has it open (its lock file, db/embedded-lock.ts) this refuses and exits with 1, changing
// nothing; stop the portal first, or use PostgreSQL.
import { parseArgs } from 'node:util';
import { openScriptDatabase } from './script-database.ts';
import { createReseller, revokeReseller } from '../src/modules/octo/index.ts';

const usage =
  'usage: npm run reseller:create -- "Name" [--email someone@example.com] [--packages 12,14] [--commission 10] [--rate-limit 1200]  |  ' +
  'npm run reseller:revoke -- <reseller id>';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    packages: { type: 'string' },
    commission: { type: 'string' },
    'rate-limit': { type: 'string' },
  },
});
const [command, subject] = positionals;
if ((command !== 'create' && command !== 'revoke') || !subject?.trim()) {
  console.error(usage);
  process.exit(2);
}
const packageIds = values.packages === undefined ? null : values.packages.split(',').map((id) => Number(id.trim()));
const commission = values.commission === undefined ? 0 : Number(values.commission);
const rateLimit = values['rate-limit'] === undefined ? 1200 : Number(values['rate-limit']);
if (
  (packageIds && packageIds.some((id) => !Number.isInteger(id) || id < 1)) ||
  !Number.isInteger(commission) ||
  commission < 0 ||
  commission > 100 ||
  !Number.isInteger(rateLimit) ||
  rateLimit < 1 ||
  rateLimit > 1_000_000
) {
  console.error(usage);
  process.exit(2);
}

const database = await openScriptDatabase();
try {
  if (command === 'create') {
    const { reseller, apiKey } = await createReseller(
      database.db,
      {
        name: subject.trim(),
        contactEmail: values.email ?? null,
        packageIds,
        commissionPercent: commission,
        rateLimitPerMinute: rateLimit,
      },
      new Date(),
    );
    console.log(`Reseller ${reseller.id} (${reseller.name}) created. Its API key, shown only now:\n\n  ${apiKey}\n`);
    console.log('It calls the OCTO API with the header  Authorization: Bearer <key>  (README, "OCTO").');
  } else {
    const revoked = await revokeReseller(database.db, Number(subject), new Date());
    console.log(revoked ? `Reseller ${subject}'s key is revoked.` : `no live reseller ${subject}`);
    if (!revoked) process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
