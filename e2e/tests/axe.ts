import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * axe-core as every check here runs it: target-size on (WCAG 2.2 2.5.8, 24 × 24 CSS pixels, off in axe by
 * default), and run inside the page (legacy mode). The default mode opens a blank page for every analysis to merge
 * the results of frames that refuse messages; the portal's frames are its own or stubbed (the map previews), and
 * in-page runs take half the time (docs/decisions/048-test-clock-and-suite-layout.md).
 */
export function axe(page: Page, scope?: string): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).setLegacyMode(true);
  return scope ? builder.include(scope) : builder;
}

/** What axe answers for one analysis. */
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export type Finding = { rule: string; impact: string | null | undefined; help: string; nodes: string[] };

/** The serious and critical violations of an analysis, the first nodes of each named. */
export function seriousOf(results: AxeResults): Finding[] {
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}

/** The serious and critical violations of the page (or of `scope`) as it is now. */
export async function seriousViolations(page: Page, scope?: string): Promise<Finding[]> {
  return seriousOf(await axe(page, scope).analyze());
}

/**
 * Holds the toasts on screen while axe reads them: the pointer over the toaster pauses their timers
 * (sonner), and their entry animations are let finish, since axe would read a half-faded toast's colours.
 * Toasts sit at the top centre of the window on every width; with none there, the pointer only rests on the header.
 */
export async function holdToasts(page: Page) {
  const width = page.viewportSize()!.width;
  await page.mouse.move(width / 2, 40);
  await expect
    .poll(() =>
      page
        .locator('[data-sonner-toast]')
        .evaluateAll((toasts) =>
          toasts.every((toast) =>
            toast.getAnimations({ subtree: true }).every((a: { playState: string }) => a.playState !== 'running'),
          ),
        ),
    )
    .toBe(true);
}

/** No serious or critical axe violation (target sizes included), as accessibility.spec.ts checks, once the page has settled, toasts included. */
export async function expectAccessible(page: Page) {
  // what shows as loading: a closed disclosure may hold a skeleton nobody sees until it opens
  await expect(page.locator('.skeleton, .page-loading, [aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
  // From the top, as a visitor arriving sees it (in-app navigation starts each page at its top:
  // apps/web/src/app/layout/use-scroll-to-top.ts). The journey's own clicks scroll the page it is on, and
  // the links then passing under the sticky header count for axe's target-size as covered.
  await page.evaluate('window.scrollTo(0, 0)');
  await holdToasts(page);
  const found = await seriousViolations(page);
  // the pointer leaves the toaster: toasts run out again, as they do for a visitor who does not hover them
  await page.mouse.move(0, page.viewportSize()!.height - 1);
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}
