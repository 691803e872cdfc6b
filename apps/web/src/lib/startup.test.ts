import { afterEach, beforeEach, expect, test, vi } from 'vitest';

/**
 * The start's steps (lib/startup.ts), one task each: the app's render, the first-screen parts in the order
 * they joined, the swap, the parts below (then `data-parts` on the root); after the start every part shows at once. A hidden document, so
 * the steps below the first screen do not wait for frames (which Node does not draw).
 */
let html: { dataset: Record<string, string> };

beforeEach(() => {
  vi.useFakeTimers();
  html = { dataset: {} };
  vi.stubGlobal('document', { visibilityState: 'hidden', documentElement: html });
  vi.resetModules();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('before the start, and without one, every part shows at once', async () => {
  const startup = await import('./startup.ts');
  expect(startup.shownAtOnce('first-screen')).toBe(true);
  expect(startup.shownAtOnce('below')).toBe(true);
});

test('the steps run one task each: render, first-screen parts in order, swap, parts below, then at once', async () => {
  const startup = await import('./startup.ts');
  const log: string[] = [];
  let removeLate: () => void = () => undefined;
  startup.startInSteps(
    () => {
      log.push('render');
      expect(startup.shownAtOnce('first-screen')).toBe(false);
      expect(startup.shownAtOnce('below')).toBe(false);
      startup.waitForTurn('first-screen', () => log.push('header'));
      startup.waitForTurn('below', () => log.push('footer'));
      startup.waitForTurn('first-screen', () => {
        log.push('banner');
        // a part that mounts while an earlier one renders joins the end of its line
        startup.waitForTurn('first-screen', () => log.push('header actions'));
      });
      removeLate = startup.waitForTurn('below', () => log.push('a part that left the page'));
    },
    () => {
      log.push('swap');
      // once the first screen is in place a first-screen part shows at once, a part below still waits
      expect(startup.shownAtOnce('first-screen')).toBe(true);
      expect(startup.shownAtOnce('below')).toBe(false);
    },
  );
  expect(log).toEqual(['render']);
  removeLate();
  expect(html.dataset.parts).toBeUndefined();
  const steps: string[][] = [];
  for (let i = 0; i < 6; i++) {
    const before = log.length;
    await vi.advanceTimersToNextTimerAsync();
    steps.push(log.slice(before));
  }
  expect(steps).toEqual([['header'], ['banner'], ['header actions'], ['swap'], ['footer'], []]);
  expect(startup.shownAtOnce('below')).toBe(true);
  // the page is whole, and says so for whoever reads its layout
  expect(html.dataset.parts).toBe('shown');
  expect(vi.getTimerCount()).toBe(0);
});
