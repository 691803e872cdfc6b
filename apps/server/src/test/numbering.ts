const sequences: { restart(): void }[] = [];

/**
 * A factory module's numbering for unique names and slugs. Test files share modules (vitest.config.ts), so every
 * sequence restarts with each file (setup.ts) and a file's data never depends on the files run before it.
 */
export function sequence(): () => number {
  let n = 0;
  sequences.push({ restart: () => (n = 0) });
  return () => ++n;
}

export function restartSequences(): void {
  for (const s of sequences) s.restart();
}
