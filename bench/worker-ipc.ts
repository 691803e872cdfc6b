/**
 * The child side of servers.ts's calls: → { id, fn, args } ← { id, value } or { id, error }; `close`
 * (or the parent going away) runs `close` and exits. Tells the parent `ready` once listening.
 */
export function serveCalls(handlers: Record<string, (args: never) => unknown>, close: () => Promise<void>): void {
  type Call = { id: number; fn: string; args: unknown };
  process.on('message', (message: Call | 'close') => {
    if (message === 'close') {
      void close();
      return;
    }
    const handler = handlers[message.fn] as ((args: unknown) => unknown) | undefined;
    Promise.resolve()
      .then(() => {
        if (!handler) throw new Error(`no handler ${message.fn}`);
        return handler(message.args);
      })
      .then(
        (value) => process.send?.({ id: message.id, value }),
        (err: unknown) => process.send?.({ id: message.id, error: describe(err) }),
      );
  });
  // the benchmark ended without closing this process (an error, Ctrl-C): do not outlive it
  process.on('disconnect', () => void close());
  process.send?.('ready');
}

/** An error with its causes (a failed query's cause is the database's message). */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  return `${err.stack ?? err.message}${err.cause === undefined ? '' : `\ncaused by: ${describe(err.cause)}`}`;
}

/** CPU time of this process (user + system, every thread) in microseconds, RSS now and its peak, in bytes. */
export function processUsage() {
  const cpu = process.cpuUsage();
  return { cpuMicros: cpu.user + cpu.system, rss: process.memoryUsage.rss(), maxRss: process.resourceUsage().maxRSS * 1024 };
}
