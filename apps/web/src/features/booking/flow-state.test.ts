import type { OptionList } from '@portal/domain/booking/index';
import { describe, expect, test } from 'vitest';
import {
  changeAddOn,
  changeCounter,
  flowReducer,
  initialSelection,
  parseStoredFlow,
  selectionStorageKey,
  type FlowState,
} from './flow-state.ts';

const noRules = { adultMinQty: null, adultMaxQty: null, childMinQty: null, childMaxQty: null, overallMinLimit: null };
const start: FlowState = { step: 0, selection: initialSelection({ adult_default_qty: 2, child_default_qty: 1 }) };

describe('the booking flow state', () => {
  test('the counters start at the package defaults, an adult at least', () => {
    expect(initialSelection({ adult_default_qty: 0, child_default_qty: 0 })).toMatchObject({ adults: 1, children: 0 });
    expect(start.selection).toMatchObject({ adults: 2, children: 1 });
  });

  test('another date clears the chosen slot, the same date keeps it', () => {
    let state = flowReducer(start, { type: 'date', date: '2026-12-05' });
    state = flowReducer(state, { type: 'slot', id: 3, name: '10:00 AM' });
    expect(flowReducer(state, { type: 'date', date: '2026-12-05' }).selection.timeSlotId).toBe(3);
    expect(flowReducer(state, { type: 'date', date: '2026-12-06' }).selection).toMatchObject({
      timeSlotId: null,
      timeSlotName: null,
    });
  });

  test('add-on rows at zero are dropped', () => {
    let state = flowReducer(start, { type: 'sub_package', id: 4, adults: 1, children: 0 });
    state = flowReducer(state, { type: 'meal', id: 2, qty: 3 });
    expect(state.selection.subPackages).toEqual([{ id: 4, adults: 1, children: 0 }]);
    state = flowReducer(state, { type: 'sub_package', id: 4, adults: 0, children: 0 });
    state = flowReducer(state, { type: 'meal', id: 2, qty: 0 });
    expect(state.selection.subPackages).toEqual([]);
    expect(state.selection.meals).toEqual([]);
  });

  test('a click on a step only jumps back; Next moves one step up to the last', () => {
    let state = flowReducer(start, { type: 'next', lastStep: 2 });
    state = flowReducer(state, { type: 'next', lastStep: 2 });
    state = flowReducer(state, { type: 'next', lastStep: 2 });
    expect(state.step).toBe(2);
    expect(flowReducer(state, { type: 'go', step: 0 }).step).toBe(0);
    expect(flowReducer({ ...state, step: 0 }, { type: 'go', step: 2 }).step).toBe(0);
  });

  test('an exclusive option unchecks the others', () => {
    const list: OptionList = {
      childPriceOnly: false,
      options: [
        { id: 'all', label: 'All Days', arabicLabel: 'كل الأيام', priceFils: 29000, exclusive: true },
        { id: 'd1', label: 'Day 1', arabicLabel: 'اليوم الأول', priceFils: 9000, exclusive: false },
      ],
    };
    let state = flowReducer(start, { type: 'option', list, id: 'd1' });
    state = flowReducer(state, { type: 'option', list, id: 'all' });
    expect(state.selection.optionIds).toEqual(['all']);
    expect(flowReducer(state, { type: 'option', list, id: 'd1' }).selection.optionIds).toEqual(['d1']);
  });

  test('reset goes back to the first step with a fresh selection', () => {
    const state = flowReducer(
      { ...start, step: 3 },
      { type: 'reset', selection: initialSelection({ adult_default_qty: 1, child_default_qty: 0 }) },
    );
    expect(state).toEqual({ step: 0, selection: initialSelection({ adult_default_qty: 1, child_default_qty: 0 }) });
  });
});

describe('the counters', () => {
  test('adults stay between 1 and 99, children between 0 and 99', () => {
    expect(changeCounter(noRules, { adults: 1, children: 0 }, 'adult', -1)).toEqual({ adults: 1, children: 0, failure: null });
    expect(changeCounter(noRules, { adults: 99, children: 0 }, 'adult', 1).adults).toBe(99);
    expect(changeCounter(noRules, { adults: 1, children: 0 }, 'child', -1).children).toBe(0);
    expect(changeCounter(noRules, { adults: 1, children: 0 }, 'child', 1).children).toBe(1);
  });

  test("a press past the package's maximum is refused with its alert", () => {
    const rules = { ...noRules, adultMaxQty: 4, childMaxQty: 2 };
    expect(changeCounter(rules, { adults: 4, children: 0 }, 'adult', 1)).toEqual({
      adults: 4,
      children: 0,
      failure: { code: 'adult_max', n: 4 },
    });
    expect(changeCounter(rules, { adults: 1, children: 2 }, 'child', 1).failure).toEqual({ code: 'child_max', n: 2 });
  });

  test("a press below the package's minimum or overall minimum is refused with its alert", () => {
    expect(changeCounter({ ...noRules, adultMinQty: 2 }, { adults: 2, children: 0 }, 'adult', -1).failure).toEqual({
      code: 'adult_min',
      n: 2,
    });
    expect(changeCounter({ ...noRules, overallMinLimit: 3 }, { adults: 2, children: 1 }, 'child', -1).failure).toEqual({
      code: 'overall_min',
      n: 3,
    });
  });

  test('a count that starts below the minimum can still go up to it', () => {
    expect(changeCounter({ ...noRules, overallMinLimit: 3 }, { adults: 1, children: 0 }, 'adult', 1)).toEqual({
      adults: 2,
      children: 0,
      failure: null,
    });
  });

  test('an add-on count never goes below 0 and does not move without a price', () => {
    expect(changeAddOn(0, -1, true)).toBe(0);
    expect(changeAddOn(2, 1, true)).toBe(3);
    expect(changeAddOn(0, 1, false)).toBe(0);
    expect(changeAddOn(99, 1, true)).toBe(99);
  });
});

describe('the stored selection', () => {
  test('is kept per package', () => {
    expect(selectionStorageKey(2501)).toBe('booking:2501');
  });

  test('reads back what was stored', () => {
    const state: FlowState = {
      step: 2,
      selection: {
        ...start.selection,
        date: '2026-12-05',
        timeSlotId: 3,
        timeSlotName: '10:00',
        meals: [{ id: 1, qty: 2 }],
        transport: { id: 5, type: 'two_way' },
      },
    };
    expect(parseStoredFlow(JSON.stringify(state), 4)).toEqual(state);
  });

  test('ignores damaged text, a step the package no longer has and bad counts', () => {
    expect(parseStoredFlow(null, 3)).toBeNull();
    expect(parseStoredFlow('{', 3)).toBeNull();
    expect(parseStoredFlow(JSON.stringify({ ...start, step: 5 }), 3)).toBeNull();
    expect(parseStoredFlow(JSON.stringify({ step: 0, selection: { ...start.selection, adults: -1 } }), 3)).toBeNull();
    expect(
      parseStoredFlow(JSON.stringify({ step: 0, selection: { ...start.selection, transport: { id: 1, type: 'both' } } }), 3),
    ).toBeNull();
  });
});
