import { describe, expect, it } from 'vitest';
import { cameraProblemOf } from './camera-problem.ts';

const named = (name: string) => new DOMException('camera', name);

describe('cameraProblemOf', () => {
  it('tells a refused permission from a missing or busy camera', () => {
    expect(cameraProblemOf(named('NotAllowedError'))).toBe('refused');
    expect(cameraProblemOf(named('NotFoundError'))).toBe('no_camera');
    expect(cameraProblemOf(named('OverconstrainedError'))).toBe('no_camera');
    expect(cameraProblemOf(named('NotReadableError'))).toBe('busy');
  });

  it('calls anything else a failure to start', () => {
    expect(cameraProblemOf(new TypeError('bad constraints'))).toBe('failed');
    expect(cameraProblemOf('nonsense')).toBe('failed');
  });
});
