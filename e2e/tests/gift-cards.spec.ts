import { newUser, registerThroughApi, textsOf } from './accounts-support.ts';
import { shoot } from './console-support.ts';
import { signInFirst } from './group-a-support.ts';
import { expect, test } from './fixtures.ts';
import { outboxHeaders } from './operators.ts';
import { expectNoSidewaysScroll } from './store-support.ts';

/**
 * Gift cards (decision 068): a signed-in visitor buys a card for someone on /gift-cards, pays on the sandbox
 * page, and the card's e-mail waits in the outbox; its code is then checked on the same page.
 */
for (const { language, width } of [
  { language: 'en' as const, width: 1280 },
  { language: 'ae' as const, width: 390 },
]) {
  test.describe(`gift cards in ${language === 'en' ? 'English at desktop width' : 'Arabic on a phone'}`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('buy a card for a recipient, pay on the sandbox, check its balance by the e-mailed code', async ({ page, request }) => {
      const t = textsOf(language);
      const user = newUser(`gift-${language}`);
      const token = await registerThroughApi(request, user, language);
      await signInFirst(page, token, language);
      await page.goto('/gift-cards');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t('accounts.gift_cards.title') })).toBeVisible();
      await expectNoSidewaysScroll(page);

      const choice = main.getByRole('button', { name: t('accounts.gift_cards.aed').replace('{{amount}}', '100.00') });
      await choice.click();
      await expect(choice).toHaveAttribute('aria-pressed', 'true');
      const recipient = newUser(`gift-to-${language}`).email;
      await main.getByRole('textbox', { name: t('accounts.gift_cards.recipient_name') }).fill('Noor');
      await main.getByRole('textbox', { name: t('accounts.gift_cards.recipient_email') }).fill(recipient);
      await main
        .getByRole('textbox', { name: t('accounts.gift_cards.message') })
        .fill(language === 'ae' ? 'عيد سعيد' : 'Happy Eid');
      await shoot(page, `gift-cards-${language}-buy`);
      await main.getByRole('button', { name: t('accounts.gift_cards.buy') }).click();

      await expect(page).toHaveURL(/\/pay\/sandbox\//);
      await page.getByRole('button', { name: /^Pay/ }).click();
      await expect(page).toHaveURL(/order-payment-complete/);

      // the card's e-mail is in the outbox, with its code
      let code = '';
      await expect
        .poll(async () => {
          const response = await request.get('/dev/outbox', {
            params: { to: recipient },
            headers: outboxHeaders,
          });
          const body = (await response.json().catch(() => ({ data: [] }))) as { data?: { body: string }[] };
          code = /([A-Z2-9]{4}-){3}[A-Z2-9]{4}/.exec(body.data?.[0]?.body ?? '')?.[0] ?? '';
          return code;
        })
        .toMatch(/-/);

      await page.goto('/gift-cards');
      await main.getByRole('textbox', { name: t('accounts.gift_cards.code') }).fill(code);
      await main.getByRole('button', { name: t('accounts.gift_cards.check') }).click();
      await expect(main.getByRole('status').filter({ hasText: '100.00' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shoot(page, `gift-cards-${language}-balance`);
    });
  });
}
