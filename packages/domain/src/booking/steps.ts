import type { BookingPackage } from './types.ts';

/** The booking steps in the specification's order (spec part 1 §2 "Booking flow on the package page"). */
export type StepId = 'user' | 'options' | 'date' | 'time' | 'sub_packages' | 'transports' | 'meals';

/**
 * The steps this package shows, in order: the counters (`user`, or `options` for an option-list
 * package, spec part 1 §9), then date, time, sub_packages, transports and meals when their flag is 1.
 */
export function enabledSteps(
  pkg: Pick<
    BookingPackage,
    'optionList' | 'enableDatePicker' | 'enableTimePicker' | 'enableSubPackages' | 'enableTransport' | 'enableMeal'
  >,
): StepId[] {
  const steps: StepId[] = [pkg.optionList ? 'options' : 'user'];
  if (pkg.enableDatePicker === 1) steps.push('date');
  if (pkg.enableTimePicker === 1) steps.push('time');
  if (pkg.enableSubPackages === 1) steps.push('sub_packages');
  if (pkg.enableTransport === 1) steps.push('transports');
  if (pkg.enableMeal === 1) steps.push('meals');
  return steps;
}

/**
 * spec part 1 §4: the progress percentage is the step count (1-based position of the current step)
 * divided by the number of enabled steps, so the last step is 100. 0 for a step that is not enabled.
 */
export function stepProgress(steps: readonly StepId[], current: StepId): number {
  const index = steps.indexOf(current);
  if (index < 0) return 0;
  return ((index + 1) / steps.length) * 100;
}
