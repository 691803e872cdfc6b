import { textsOf } from './accounts-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';

/**
 * A package's edit page and the media library (in English): "View on site" opens the package's public page in a
 * new tab, and the picker lists the demo package's cover with the records that use it, each a link to its
 * console page. Which pictures and records the library names is the server's test's
 * (apps/server/src/modules/console/media.test.ts); which record has which public page, the unit test's
 * (apps/web/src/features/console/shared/public-page.test.ts).
 */
test.describe('the media library and View on site in English', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test("a package's edit page links to its public page, and the picker says which records use its cover", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const language = 'en';
    const t = textsOf(language);
    const slug = 'mleiha-desert-safari';
    const details = await request.get('/api', { params: { action: 'packagesDetails', slug } });
    expect(details.ok(), await details.text()).toBe(true);
    const pkg = ((await details.json()) as { data: { id: number; img: string; package_name: string } }).data;
    const main = page.getByRole('main');

    await signIn(page, await operatorToken(request, language), language);
    await page.goto(`/backoffice/packages/${pkg.id}`);
    await expect(main.getByRole('heading', { level: 1 })).toContainText(pkg.package_name);

    const view = main.getByRole('link', { name: t('console.view_on_site.link') });
    await expect(view).toHaveAttribute('href', `/p/${slug}?lang=en`);
    await expect(view).toHaveAttribute('target', '_blank');

    // the cover's picker, searched by the cover's file name: a seeded picture, listed because the package shows it
    await main
      .getByRole('group', { name: t('console-packages.fields.img') })
      .getByRole('button')
      .click();
    const dialog = page.getByRole('dialog');
    const fileName = pkg.img.split('/').pop()!;
    await dialog.getByLabel(t('console-catalogue.images.search')).fill(fileName);
    await dialog.getByRole('button', { name: t('console-catalogue.images.search_button'), exact: true }).click();
    const cover = dialog.getByRole('listitem').filter({ has: page.getByRole('button', { name: fileName }) });
    await expect(cover).toHaveCount(1);
    await expect(cover.getByText(t('console-catalogue.images.used_by'))).toBeVisible();
    const use = cover.getByRole('link', {
      name: t('console-catalogue.images.kind_package').replace('{{name}}', pkg.package_name),
    });
    await expect(use).toHaveAttribute('href', `/backoffice/packages/${pkg.id}`);
    await expect(cover.getByText(t('console-catalogue.images.unused'), { exact: true })).toHaveCount(0);

    // the unused filter leaves the cover out
    await dialog.getByLabel(t('console-catalogue.images.filter')).selectOption('unused');
    await expect(dialog.getByRole('button', { name: fileName })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
