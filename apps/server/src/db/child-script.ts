import { spawn } from 'node:child_process';

/**
 * Runs a TypeScript file of this package on the same Node binary in a child process and waits for
 * it to exit 0. For work whose memory peak must not be the server's (docs/decisions/029): creating
 * PGlite's data directory, drawing the demo's pictures. `input` goes to the child's standard input.
 */
export function runChildScript(file: string, args: string[], input = ''): Promise<void> {
  const child = spawn(process.execPath, [file, ...args], { stdio: ['pipe', 'inherit', 'inherit'] });
  child.stdin.end(input);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${file} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
