import { listenBaseline, type Read } from './baseline.ts';
import { processUsage, serveCalls } from './worker-ipc.ts';

/**
 * The bare Fastify baseline in a process of its own (servers.ts starts it): the same bytes as the app,
 * encoded once, on its own event loop, so neither server's work slows the other's loop and each
 * process's CPU is its own (docs/decisions/025).
 */
const closers: (() => Promise<unknown>)[] = [];

const handlers = {
  async baseline(options: { appBase: string; reads: Read[] }) {
    const baseline = await listenBaseline(options.appBase, options.reads);
    closers.push(baseline.close);
    return baseline.targets;
  },
  usage: () => processUsage(),
};

export type BaselineHandlers = typeof handlers;

let closing: Promise<void> | undefined;
serveCalls(handlers, () => {
  closing ??= (async () => {
    for (const closeOne of closers.reverse()) await closeOne();
    process.exit(0);
  })();
  return closing;
});
