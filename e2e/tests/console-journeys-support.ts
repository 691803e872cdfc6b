import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { expectNoSidewaysScroll } from './store-support.ts';

/** The width of the console journeys' page-level checks: a phone's, where axe's target sizes are the tightest. */
export const phone = { width: 390, height: 844 };

/**
 * The page as it is now neither scrolls sideways nor has a serious or critical axe violation. With a modal
 * dialog open, axe reads the dialog alone: the page behind it is inert (and checked on its own elsewhere).
 */
export async function expectFitsAndAccessible(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
}
