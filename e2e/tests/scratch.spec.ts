import { newUser, registerThroughApi, textsOf } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './sessions.ts';

/** Scratch and win: each journey once, the keyboard's in Arabic and the mouse's in English. */

test.describe('scratch and win in Arabic', () => {
  const language = 'ae' as const;
  const t = textsOf(language);

  test('a visitor is asked to log in and comes back to the card; signed in, reveals the prize with the keyboard and keeps the same prize on return', async ({
    page,
    request,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('user_language', lang), language);
    await page.goto('/scratch');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t('scratch.title') })).toBeVisible();
    await expect(main.getByText(t('scratch.login_to_see'))).toBeVisible();
    await main.getByRole('link', { name: t('scratch.login') }).click();
    await expect(page).toHaveURL(/\/login\?redirect_url=%2Fscratch$/);

    const token = await registerThroughApi(request, newUser(`scratch-key-${language}`), language);
    await signIn(page, token, language);
    await page.goto('/scratch');
    const prize = main.getByTestId('scratch-prize');
    // hidden from assistive technology, blurred, and not in the page's text until revealed
    await expect(prize).toHaveAttribute('aria-hidden', 'true');
    await expect(prize).not.toHaveCSS('filter', 'none');
    await expect(main.locator('canvas.scratch__foil')).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(/SW-[A-Z]+-[A-Z0-9]{4}|scratch\.you_won/);
    await expect(main.getByText(t('scratch.you_won'))).toHaveCount(0);

    const reveal = main.getByRole('button', { name: t('scratch.reveal') });
    await reveal.focus();
    await page.keyboard.press('Enter');
    await expect(prize).toHaveAttribute('aria-hidden', 'false');
    await expect(prize).toHaveCSS('filter', 'none');
    await expect(main.getByText(t('scratch.you_won'))).toBeVisible();
    await expect(main.getByRole('button', { name: t('scratch.copy_code') })).toBeVisible();
    const code = (await prize.locator('bdi').textContent())!;
    expect(code).toMatch(/^SW-[A-Z]+-[A-Z0-9]{4}$/);

    // the same prize after a reload, once revealed again
    await page.reload();
    await main.getByRole('button', { name: t('scratch.reveal') }).click();
    await expect(main.getByTestId('scratch-prize').locator('bdi')).toHaveText(code);
  });
});

test.describe('scratch and win in English', () => {
  const language = 'en' as const;

  test('scratching more than 65 percent with the mouse reveals the prize; a little scratching does not', async ({
    page,
    request,
  }) => {
    const token = await registerThroughApi(request, newUser(`scratch-mouse-${language}`), language);
    await signIn(page, token, language);
    await page.goto('/scratch');
    const main = page.getByRole('main');
    const prize = main.getByTestId('scratch-prize');
    const foil = main.locator('canvas.scratch__foil');
    await expect(foil).toBeVisible();
    const box = (await foil.boundingBox())!;

    // one short stroke across the middle: far below the threshold
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(prize).toHaveAttribute('aria-hidden', 'true');

    // rows of strokes over the whole card, until the foil is gone; scratching selects nothing on the page
    const selected = () =>
      page.evaluate(
        () =>
          (globalThis as unknown as { getSelection: () => { toString: () => string } | null }).getSelection()?.toString() ?? '',
      );
    for (let y = 8; y < box.height && (await foil.count()) > 0; y += 30) {
      await page.mouse.move(box.x + 4, box.y + y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width - 4, box.y + y, { steps: 12 });
      expect(await selected()).toBe('');
      await page.mouse.up();
    }
    await expect(prize).toHaveAttribute('aria-hidden', 'false');
    await expect(foil).toHaveCount(0);
  });
});
