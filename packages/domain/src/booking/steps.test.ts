import { describe, expect, it } from 'vitest';
import { enabledSteps, stepProgress } from './steps.ts';
import { concertOptions, makePackage } from './test-factories.ts';

describe('enabledSteps', () => {
  it('shows only the counters when no other step is switched on', () => {
    expect(enabledSteps(makePackage())).toEqual(['user']);
  });

  it('keeps the specification order user, date, time, sub_packages, transports, meals whatever the flags', () => {
    const all = makePackage({
      enableMeal: 1,
      enableTransport: 1,
      enableSubPackages: 1,
      enableTimePicker: 1,
      enableDatePicker: 1,
    });
    expect(enabledSteps(all)).toEqual(['user', 'date', 'time', 'sub_packages', 'transports', 'meals']);
  });

  it('leaves out a step whose flag is 0', () => {
    expect(enabledSteps(makePackage({ enableDatePicker: 1, enableMeal: 1 }))).toEqual(['user', 'date', 'meals']);
  });

  it('starts an option-list package with the options instead of the counters', () => {
    expect(enabledSteps(makePackage({ optionList: concertOptions, enableTimePicker: 1 }))).toEqual(['options', 'time']);
  });
});

describe('stepProgress', () => {
  const steps = enabledSteps(makePackage({ enableDatePicker: 1, enableTimePicker: 1, enableMeal: 1 }));

  it('is the step count divided by the number of enabled steps', () => {
    expect(stepProgress(steps, 'user')).toBe(25);
    expect(stepProgress(steps, 'date')).toBe(50);
    expect(stepProgress(steps, 'time')).toBe(75);
  });

  it('reaches 100 on the last step', () => {
    expect(stepProgress(steps, 'meals')).toBe(100);
    expect(stepProgress(['user'], 'user')).toBe(100);
  });

  it('is 0 for a step the package does not show', () => {
    expect(stepProgress(steps, 'transports')).toBe(0);
  });
});
