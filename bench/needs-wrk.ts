import { wrkBinary } from './wrk.ts';

/** `npm run bench` starts here: before the build and the install, say how to install wrk if it is missing. */
try {
  wrkBinary();
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}
