import { describe, expect, it } from 'vitest';
import { formatPhases, formatSeconds } from './test-phases.ts';

describe("npm test's closing table", () => {
  it('writes seconds under a minute with a tenth, longer times in minutes and seconds', () => {
    expect(formatSeconds(4.26)).toBe('4.3 s');
    expect(formatSeconds(59.94)).toBe('59.9 s');
    expect(formatSeconds(65.4)).toBe('1 min 05 s');
    expect(formatSeconds(754)).toBe('12 min 34 s');
  });

  it('gives each phase its line, a failed one its signal, one not run no time, and the run its verdict', () => {
    const table = formatPhases(
      [
        { name: 'type check', status: 'passed', seconds: 41.2 },
        { name: 'unit', status: 'failed', seconds: 30, detail: 'SIGKILL' },
        { name: 'end-to-end in Chromium', status: 'not run', seconds: 0 },
      ],
      75,
    );
    expect(table.split('\n')).toEqual([
      'phase                   result            wall time',
      'type check              passed            41.2 s',
      'unit                    failed (SIGKILL)  30.0 s',
      'end-to-end in Chromium  not run',
      'total                   failed            1 min 15 s',
    ]);
  });
});
