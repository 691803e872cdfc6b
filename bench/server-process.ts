import { startServers } from './servers.ts';

/**
 * Child-process entry of run.ts: the servers run here so the load generator does not share their
 * event loop. Messages: → { type: 'ready', targets }, ← 'usage' → { type: 'usage', usage }, ← 'close'.
 */
const servers = await startServers();
const send = (message: unknown) => process.send?.(message);
send({ type: 'ready', targets: servers.targets });
process.on('message', (message) => {
  if (message === 'usage') send({ type: 'usage', usage: servers.usage() });
  if (message === 'close') void servers.close().then(() => process.exit(0));
});
