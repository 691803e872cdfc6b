import type { PackageDetails } from '../../lib/package-details.ts';
import {
  clampCount,
  quantityFailure,
  stepAddOnCount,
  toggleOption,
  type BookingFailure,
  type BookingPackage,
  type OptionList,
  type TransportType,
} from '@portal/domain/booking/index';

/** Everything the visitor chose, step by step; add-on rows left at 0 are dropped. */
export type Selection = {
  adults: number;
  children: number;
  optionIds: string[];
  /** YYYY-MM-DD in Asia/Dubai */
  date: string | null;
  timeSlotId: number | null;
  /** the chosen slot's name, shown on the time step and in the summary */
  timeSlotName: string | null;
  subPackages: { id: number; adults: number; children: number }[];
  meals: { id: number; qty: number }[];
  transport: { id: number; type: TransportType } | null;
};

/** `step` is the index of the step on screen in the package's enabled steps. */
export type FlowState = { step: number; selection: Selection };

export type FlowAction =
  | { type: 'counts'; adults: number; children: number }
  | { type: 'option'; list: OptionList; id: string }
  | { type: 'date'; date: string }
  | { type: 'slot'; id: number; name: string }
  | { type: 'sub_package'; id: number; adults: number; children: number }
  | { type: 'meal'; id: number; qty: number }
  | { type: 'transport'; choice: { id: number; type: TransportType } | null }
  | { type: 'go'; step: number }
  | { type: 'next'; lastStep: number }
  | { type: 'restore'; state: FlowState }
  | { type: 'reset'; selection: Selection };

/** The counters start at the package's default quantities, inside the counters' bounds (spec part 1 §3, §5). */
export function initialSelection(pkg: Pick<PackageDetails, 'adult_default_qty' | 'child_default_qty'>): Selection {
  return {
    adults: clampCount('adult', pkg.adult_default_qty || 1),
    children: clampCount('child', pkg.child_default_qty),
    optionIds: [],
    date: null,
    timeSlotId: null,
    timeSlotName: null,
    subPackages: [],
    meals: [],
    transport: null,
  };
}

function withRow<T extends { id: number }>(rows: readonly T[], row: T, keep: boolean): T[] {
  const others = rows.filter((r) => r.id !== row.id);
  return keep ? [...others, row].sort((a, b) => a.id - b.id) : others;
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  const s = state.selection;
  const select = (selection: Partial<Selection>): FlowState => ({ ...state, selection: { ...s, ...selection } });
  switch (action.type) {
    case 'counts':
      return select({ adults: action.adults, children: action.children });
    case 'option':
      return select({ optionIds: toggleOption(action.list, s.optionIds, action.id) });
    case 'date':
      // a slot's tickets are per date: another date needs its slot chosen again
      return action.date === s.date ? state : select({ date: action.date, timeSlotId: null, timeSlotName: null });
    case 'slot':
      return select({ timeSlotId: action.id, timeSlotName: action.name });
    case 'sub_package': {
      const row = { id: action.id, adults: action.adults, children: action.children };
      return select({ subPackages: withRow(s.subPackages, row, row.adults > 0 || row.children > 0) });
    }
    case 'meal': {
      const row = { id: action.id, qty: action.qty };
      return select({ meals: withRow(s.meals, row, row.qty > 0) });
    }
    case 'transport':
      return select({ transport: action.choice });
    case 'go':
      // spec part 1 §2: a click on a step jumps back to it; forward only through Next
      return action.step >= 0 && action.step < state.step ? { ...state, step: action.step } : state;
    case 'next':
      return { ...state, step: Math.min(action.lastStep, state.step + 1) };
    case 'restore':
      return action.state;
    case 'reset':
      return { step: 0, selection: action.selection };
  }
}

export type CounterChange = { adults: number; children: number; failure: BookingFailure | null };

/**
 * A press of + or − on the adult or child counter. The counters stay in 1–99 and 0–99; a press that
 * would break the package's maximum (going up) or its minimum or overall minimum (going down) is refused
 * with that rule's alert (spec part 1 §5 Quantities), using the same rule the Next button checks.
 */
export function changeCounter(
  pkg: Pick<BookingPackage, 'adultMinQty' | 'adultMaxQty' | 'childMinQty' | 'childMaxQty' | 'overallMinLimit'>,
  current: { adults: number; children: number },
  kind: 'adult' | 'child',
  delta: 1 | -1,
): CounterChange {
  const key = kind === 'adult' ? 'adults' : 'children';
  const value = clampCount(kind, current[key] + delta);
  const next = { ...current, [key]: value };
  if (value === current[key]) return { ...current, failure: null };
  const failure = quantityFailure(pkg, next.adults, next.children);
  const refused =
    failure &&
    (delta > 0
      ? failure.code === `${kind}_max`
      : failure.code === `${kind}_min` || failure.code === 'overall_min' || failure.code === 'passengers_min');
  // a count that already broke the rule may still move towards it
  const before = quantityFailure(pkg, current.adults, current.children);
  if (refused && before?.code !== failure.code) return { ...current, failure };
  return { ...next, failure: null };
}

/** Add-on counters show two digits, like the ticket counters. */
const addOnMax = 99;

/** An add-on counter press: never below 0, frozen when that counter has no price (spec part 1 §5 Add-ons). */
export function changeAddOn(current: number, delta: 1 | -1, priced: boolean): number {
  return Math.min(addOnMax, stepAddOnCount(current, current + delta, priced));
}

const storagePrefix = 'booking:';

/** sessionStorage key of a package's selection, kept while a visitor signs in (spec part 1 §2). */
export function selectionStorageKey(packageId: number): string {
  return `${storagePrefix}${packageId}`;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 99;
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored selection read back, or null when it is missing, damaged or from an older shape. */
export function parseStoredFlow(text: string | null, stepCount: number): FlowState | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.selection)) return null;
  const step = value.step;
  const s = value.selection;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step >= stepCount) return null;
  const transport = s.transport;
  const valid =
    isCount(s.adults) &&
    isCount(s.children) &&
    Array.isArray(s.optionIds) &&
    s.optionIds.every((id) => typeof id === 'string') &&
    (s.date === null || (typeof s.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s.date))) &&
    (s.timeSlotId === null || isId(s.timeSlotId)) &&
    (s.timeSlotName === null || typeof s.timeSlotName === 'string') &&
    Array.isArray(s.subPackages) &&
    s.subPackages.every((r) => isRecord(r) && isId(r.id) && isCount(r.adults) && isCount(r.children)) &&
    Array.isArray(s.meals) &&
    s.meals.every((r) => isRecord(r) && isId(r.id) && isCount(r.qty)) &&
    (transport === null ||
      (isRecord(transport) && isId(transport.id) && (transport.type === 'one_way' || transport.type === 'two_way')));
  return valid ? { step, selection: s as Selection } : null;
}
