import { escapeRegExp, fixedPart, newUser, textsOf, useLanguage } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { expectAccessible } from './axe.ts';

/**
 * Messages for support staff (decision 036): a visitor writes through the contact form and an operator
 * finds the message on /backoffice/messages, reads it with its line breaks, and marks it answered (in English).
 * The failed deliveries and their resend are covered by the server test (this server's outbox provider never
 * fails), the rules by apps/server/src/modules/console/messages.test.ts; axe on the page's states (a message
 * open and answered, the failed deliveries) in both languages is console-pages.spec.ts's, its fit on a phone
 * phone-routes.spec.ts's.
 */

const language = 'en';
const t = textsOf(language);

test.describe('contact messages in English', () => {
  test('a visitor sends the contact form and an operator finds the message and marks it answered', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const visitor = newUser(`contact-${language}`);
    const name = `${visitor.firstName} ${visitor.lastName}`;
    const lines = ['Is Al Noor Island open on Fridays?', 'We are four adults and two children.'];

    // the visitor, not signed in, writes over two lines
    const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
    const visitorPage = await visitorContext.newPage();
    await useLanguage(visitorPage, language);
    await visitorPage.goto('/contactus');
    // the footer's newsletter box has an e-mail field too
    const form = visitorPage.getByRole('form', { name: t('static.contact.form_heading') });
    await form.getByLabel(t('static.contact.name')).fill(name);
    await form.getByLabel(t('static.contact.email')).fill(visitor.email);
    await form.getByLabel(t('static.contact.message')).fill(lines.join('\n'));
    await form.getByRole('button', { name: t('static.contact.send') }).click();
    await expect(visitorPage.getByText(t('static.contact.sent'))).toBeVisible();
    await visitorContext.close();

    // an operator finds it by the visitor's address among the messages not answered yet
    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/messages');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t('console-messages.title') })).toBeVisible();
    await expect(main.getByRole('link', { name: t('console-messages.contact.title') })).toHaveAttribute('aria-current', 'page');
    const search = main.getByRole('searchbox', { name: t('console-messages.contact.search') });
    await search.fill(visitor.email);
    await main.getByRole('button', { name: t('console.search.open'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${escapeRegExp(encodeURIComponent(visitor.email))}`));
    const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link', { name: visitor.email })).toHaveAttribute('href', `mailto:${visitor.email}`);
    await expect(card.locator('.contact-message__text')).toHaveText(lines.join('\n'));
    await expect(card.locator('.message-state')).toHaveText(t('console-messages.contact.open'));
    await expectAccessible(page);

    await card.getByRole('button', { name: t('console-messages.contact.mark_answered') }).click();
    await expect(page.getByText(fixedPart(t('console-messages.contact.marked')))).toBeVisible();
    // it leaves the messages still to answer, and is among the answered ones with who answered it
    await expect(card).toHaveCount(0);
    await expect(main.getByText(t('console-messages.contact.none'))).toBeVisible();
    // the filter lives in the URL: the radio shows as chosen once the page has moved to it
    const answered = main.getByRole('radio', { name: t('console-messages.contact.states.handled'), exact: true });
    await answered.click();
    await expect(page).toHaveURL(/state=handled/);
    await expect(answered).toBeChecked();
    await expect(card).toHaveCount(1);
    await expect(card.locator('.message-state')).toHaveText(t('console-messages.contact.answered'));
    await expect(card.getByText(fixedPart(t('console-messages.contact.answered_by')))).toBeVisible();
    await expect(card.getByRole('button', { name: t('console-messages.contact.reopen') })).toBeVisible();

    // the failed deliveries: filters by channel and kind, in words
    await main.getByRole('link', { name: t('console-messages.failed.title') }).click();
    await expect(page).toHaveURL(/show=failed/);
    await expect(main.getByLabel(t('console-messages.failed.channel'), { exact: true })).toBeVisible();
    await main
      .getByLabel(t('console-messages.failed.kind'), { exact: true })
      .selectOption({ label: t('console-messages.kinds.contact') });
    await expect(page).toHaveURL(/kind=contact/);
    await expect(page.locator('#failed-messages-heading')).not.toHaveText(t('console-messages.loading'));
    expect(consoleErrors).toEqual([]);
  });
});
