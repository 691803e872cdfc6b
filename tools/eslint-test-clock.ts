import type { Rule } from 'eslint';
import type { Node } from 'estree';
import { suiteEpoch } from '../vitest.clock.ts';

/**
 * A test's dates are read against a clock the test sets (docs/decisions/048-test-clock-and-suite-layout.md).
 * Vitest files run on the suite's clock, which starts at `suiteEpoch`, so a date written in them means the same
 * thing on any day. The end-to-end journeys run on the machine's clock (the server's and the browser's), so they
 * compute their dates from today: a literal date after the epoch in them is a test that will fail on a day
 * nobody chose. The rule is switched on for those files (eslint.config.js).
 */
const epochDay = suiteEpoch.slice(0, 10);
const calendarDate = /(?<!\d)(20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?!\d)/g;

/** The calendar dates a piece of source text names that fall on or after the epoch's day. */
export function datesAfterEpoch(text: string): string[] {
  return [...text.matchAll(calendarDate)].map((m) => m[0]).filter((day) => day >= epochDay);
}

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: "no literal future date in a test on the machine's clock" },
    schema: [],
  },
  create(context) {
    const look = (node: Node, text: string) => {
      for (const day of datesAfterEpoch(text)) {
        context.report({
          node,
          message: `${day} is a literal date in a test on the machine's clock: compute it from today (dubaiDatePlus(days) in e2e/tests/console-support.ts).`,
        });
      }
    };
    return {
      Literal: (node) => {
        if (typeof node.value === 'string') look(node, node.value);
      },
      TemplateElement: (node) => look(node, node.value.raw),
    };
  },
};

export default { rules: { 'test-clock': rule } };
