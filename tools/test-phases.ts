export type PhaseResult = { name: string; status: 'passed' | 'failed' | 'not run'; seconds: number; detail?: string };

/** "1 min 05 s", "42.3 s": a phase's wall time as a person reads it. */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/** The table `npm test` ends with: a line per phase (result and wall time), then the whole run's wall time. */
export function formatPhases(results: PhaseResult[], totalSeconds: number): string {
  const verdict = results.some((r) => r.status === 'failed') ? 'failed' : 'passed';
  const rows: [string, string, string][] = [
    ['phase', 'result', 'wall time'],
    ...results.map((r): [string, string, string] => [
      r.name,
      r.detail ? `${r.status} (${r.detail})` : r.status,
      r.status === 'not run' ? '' : formatSeconds(r.seconds),
    ]),
    ['total', verdict, formatSeconds(totalSeconds)],
  ];
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column]!.length)) + 2);
  return rows.map(([name, status, time]) => `${name.padEnd(widths[0]!)}${status.padEnd(widths[1]!)}${time}`.trimEnd()).join('\n');
}
