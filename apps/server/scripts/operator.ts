// Operator accounts, from the command line of the machine that runs the portal:
//   npm run operator:create -- someone@example.com [another@example.com …]
//   npm run operator:remove -- someone@example.com [another@example.com …]
// It opens the configured database (DATABASE_URL, or the embedded one under DATA_DIR). The embedded
// database belongs to one process at a time: while the portal has it open (its lock file, db/embedded-lock.ts)
// this refuses and exits with 1, changing nothing; stop the portal first, or use PostgreSQL.
import { openScriptDatabase } from './script-database.ts';
import { grantOperator, revokeOperator } from '../src/modules/console/operator-accounts.ts';

const [command, ...emails] = process.argv.slice(2);
if ((command !== 'create' && command !== 'remove') || emails.length === 0) {
  console.error(
    'usage: npm run operator:create -- someone@example.com [more …]  |  npm run operator:remove -- someone@example.com [more …]',
  );
  process.exit(2);
}

const database = await openScriptDatabase();
try {
  for (const email of emails) {
    if (command === 'create') {
      const result = await grantOperator(database.db, email);
      console.log(
        `${result.email} is an admin operator (${result.created ? 'new account' : 'existing account'}). ` +
          'Sign in at /login with this e-mail, then invite the other operators at /backoffice/operators.',
      );
    } else {
      const removed = await revokeOperator(database.db, email, new Date());
      console.log(removed ? `${email} is no longer an operator; their sessions are ended.` : `no account for ${email}`);
      if (!removed) process.exitCode = 1;
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
