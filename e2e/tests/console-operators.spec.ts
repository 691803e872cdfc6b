import type { APIRequestContext } from '@playwright/test';
import { codeSentTo, escapeRegExp, fixedPart, newestMessageId, newUser, textsOf, type Language } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';

/** The invited person signs in with a one-time code sent to their address, as the invitation tells them to. */
async function invitedToken(request: APIRequestContext, email: string, language: Language): Promise<string> {
  const after = await newestMessageId(request, email);
  const sent = await request.post('/api', { form: { action: 'sendOtp', email, language } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await codeSentTo(request, email, after);
  const verified = await request.post('/api', { form: { action: 'verifyLoginOTP', email, otp, language } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { token: string }).token;
}

/**
 * The operators page and the audit log, in Arabic: an admin invites a moderator, changes the role and restores
 * it, removes them, and reads the changes in the audit log. The rules behind each step are the server's
 * (apps/server/src/modules/console/operators.test.ts, audit-log.test.ts); axe on these pages and
 * their fit on a phone are phone-routes.spec.ts's; on the invitation with a wrong address and on a record's
 * history, in both languages, console-pages.spec.ts's, as is the history's fit on a phone.
 */

const language = 'ae';
const t = textsOf(language);

test.describe('the operators page and the audit log in Arabic', () => {
  test('an admin invites a moderator, changes and restores the role, removes them, and reads each change in the audit log', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    // two people sign in with codes and the admin makes five changes: a long journey on a shared machine
    test.setTimeout(120_000);
    const invitee = newUser(`operator-${language}`);
    const inviteeName = `${invitee.firstName} ${invitee.lastName}`;
    await signIn(page, await operatorToken(request, language), language);
    await page.goto('/backoffice/invoices');
    const nav = page.getByRole('navigation', { name: t('console.shell.nav_label') });
    await nav.getByRole('link', { name: t('console.nav.operators') }).click();
    await expect(page).toHaveURL(/\/backoffice\/operators$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t('console.operators.title') })).toBeVisible();
    await expect(main.locator('.operator-card').first()).toBeVisible();

    // a wrong address is named at its field, keeps what was typed and takes the focus
    await main.getByRole('button', { name: t('console.invite.open') }).click();
    const invite = page.getByRole('dialog', { name: t('console.invite.title') });
    const email = invite.getByLabel(t('console.invite.email'));
    await expect(email).toBeFocused();
    await email.fill('not-an-address');
    await invite.getByLabel(t('console.invite.first_name')).fill(invitee.firstName);
    await invite.getByLabel(t('console.invite.last_name')).fill(invitee.lastName);
    await invite.getByRole('button', { name: t('console.invite.send') }).click();
    await expect(invite.getByText(t('console.invite.problems.email'))).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(invite.getByLabel(t('console.invite.first_name'))).toHaveValue(invitee.firstName);

    await email.fill(invitee.email);
    await invite.getByLabel(t('console.invite.role')).selectOption('moderator');
    await invite.getByRole('button', { name: t('console.invite.send') }).click();
    await expect(invite).toBeHidden();
    await expect(page.getByText(fixedPart(t('console.invite.sent')))).toBeVisible();

    // the server-side search finds the new moderator
    await main.getByRole('searchbox', { name: t('console.operators.search') }).fill(invitee.email);
    await main.getByRole('button', { name: t('console.search.open'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${escapeRegExp(encodeURIComponent(invitee.email))}`));
    const card = main.locator('.operator-card', { hasText: invitee.email });
    await expect(main.locator('.operator-card')).toHaveCount(1);
    await expect(card.locator('.role-badge')).toHaveText(t('console.roles.moderator'));
    await expect(card).toContainText(t('console.operators.never'));

    // a role change is asked first; cancelling leaves the role as it was
    const role = card.getByLabel(t('console.operators.change_role'));
    await role.selectOption('admin');
    const confirmRole = page.getByRole('dialog', { name: t('console.operators.role_title') });
    await expect(confirmRole).toContainText(inviteeName);
    await confirmRole
      .getByRole('button', { name: t('console.cancel'), exact: true })
      .first()
      .click();
    await expect(confirmRole).toBeHidden();
    await expect(role).toHaveValue('moderator');
    await role.selectOption('admin');
    await confirmRole.getByRole('button', { name: fixedPart(t('console.operators.role_confirm')) }).click();
    await expect(confirmRole).toBeHidden();
    await expect(card.locator('.role-badge')).toHaveText(t('console.roles.admin'));
    await role.selectOption('moderator');
    await confirmRole.getByRole('button', { name: fixedPart(t('console.operators.role_confirm')) }).click();
    await expect(card.locator('.role-badge')).toHaveText(t('console.roles.moderator'));

    // the moderator moderates invoices but is not shown, nor let into, the admins' pages
    const moderatorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
    const moderator = await moderatorContext.newPage();
    await signIn(moderator, await invitedToken(request, invitee.email, language), language);
    await moderator.goto('/backoffice/invoices');
    const moderatorNav = moderator.getByRole('navigation', { name: t('console.shell.nav_label') });
    await expect(moderatorNav.getByRole('link', { name: t('backoffice.invoices_title') })).toBeVisible();
    await expect(moderator.getByText(t('backoffice.not_operator'))).toHaveCount(0);
    await expect(moderatorNav.getByRole('link', { name: t('console.nav.operators') })).toHaveCount(0);
    await moderator.goto('/backoffice/operators');
    await expect(moderator.getByText(t('console.admins_only'))).toBeVisible();

    // removal names the person, and the removed moderator's session ends at once
    await card.getByRole('button', { name: t('console.operators.remove') }).click();
    const confirmRemove = page.getByRole('dialog', { name: t('console.operators.remove_title') });
    await expect(confirmRemove).toContainText(inviteeName);
    await confirmRemove.getByRole('button', { name: t('console.operators.remove_confirm') }).click();
    await expect(confirmRemove).toBeHidden();
    await expect(main.locator('.operator-card')).toHaveCount(0);
    await expect(main.getByText(t('console.operators.none'))).toBeVisible();
    await moderator.goto('/backoffice/invoices');
    await expect(moderator).toHaveURL(/\/login/);
    await moderatorContext.close();

    // the audit log, filtered to operators, holds the four changes of the invitee
    await nav.getByRole('link', { name: t('console.nav.audit_log') }).click();
    await expect(main.getByRole('heading', { level: 1, name: t('console.audit.title') })).toBeVisible();
    await main.getByLabel(t('console.audit.entity')).selectOption('operator');
    await expect(page).toHaveURL(/entity=operator/);
    // console-pages.spec.ts invites operators at the same time: the invitee's newest entry is read by their address
    const newest = main.locator('.audit-entry').filter({ hasText: invitee.email }).first();
    await expect(newest).toHaveAttribute('data-action', 'removeOperator');
    await newest.getByRole('link', { name: fixedPart(t('console.audit.history_of')) }).click();
    await expect(page).toHaveURL(/entity_id=\d+/);
    const entries = main.locator('.audit-entry');
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(3)).toHaveAttribute('data-action', 'inviteOperator');
    await expect(entries.nth(3).locator('.audit-kind')).toHaveText(t('console.audit.kinds.created'));
    // the role change to admin: the role is the highlighted field, before and after
    const promoted = entries.nth(2);
    await expect(promoted).toHaveAttribute('data-action', 'updateOperatorRole');
    const changed = promoted.locator('.json-diff__row--changed');
    await expect(changed).toHaveCount(1);
    await expect(changed).toContainText(t('console.roles.moderator'));
    await expect(changed).toContainText(t('console.roles.admin'));

    // a link reproduces the view
    await page.reload();
    await expect(entries).toHaveCount(4);
    await expect(main.getByLabel(t('console.audit.entity'))).toHaveValue('operator');
    expect(consoleErrors).toEqual([]);
  });
});
