import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import testClock, { datesAfterEpoch } from './eslint-test-clock.ts';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

describe('datesAfterEpoch', () => {
  it('finds the calendar dates on or after the suite epoch, also inside a timestamp, and no other digits', () => {
    expect(datesAfterEpoch("'2026-11-25 09:00' and 2027-02-28T10:00 and 2026-11-24, 2020-01-01")).toEqual([
      '2026-11-25',
      '2027-02-28',
    ]);
    expect(datesAfterEpoch('order 12026-12-011 and 2026-13-01 and 2026-12-32')).toEqual([]);
  });
});

new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } }).run(
  'test-clock',
  testClock.rules['test-clock'],
  {
    valid: [
      // a date in the past stays in the past on any day
      { code: "fill('2020-01-01');" },
      { code: 'fill(dubaiDatePlus(30));' },
      { code: 'fill(`${dubaiDatePlus(1000)}T09:00`);' },
    ],
    invalid: [
      { code: "fill('2027-12-31');", errors: [{ message: /2027-12-31 is a literal date in a test on the machine's clock/ }] },
      { code: 'fill("2030-01-01T09:00");', errors: [{ message: /2030-01-01 is a literal date/ }] },
      { code: 'const range = `from 2026-12-01 to 2027-01-01`;', errors: [{ message: /2026-12-01/ }, { message: /2027-01-01/ }] },
    ],
  },
);
