import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { newUser, registerThroughApi, textsOf } from './accounts-support.ts';
import { bookAndPay, packageIdOf } from './after-sale-support.ts';
import { expectAccessible } from './axe.ts';
import { dubaiDatePlus } from './console-support.ts';
import { expectFitsAndAccessible, phone } from './console-journeys-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';

/**
 * The console's reports: an admin opens the sales report after a paid booking, changes its range and grain,
 * and downloads it as CSV and as an Excel workbook, whose cells are read back; every report page passes axe in
 * English on a desktop and in Arabic on a 390 px phone. The figures' rules are the server's tests'
 * (apps/server/src/modules/reports/reports.test.ts): other journeys pay at the same time, so this one checks
 * shapes and its own money, not exact totals.
 */

const packageSlug = 'al-noor-island-entry';
const reports = ['sales', 'capacity', 'promotions', 'conversion'] as const;

test('an admin opens the sales report, changes its range and downloads it as CSV and Excel (en)', async ({ page, request }) => {
  test.slow();
  const language = 'en';
  const t = textsOf(language);
  const traveller = newUser('console-reports-en');
  const token = await registerThroughApi(request, traveller, language);
  await bookAndPay(request, token, {
    package_id: await packageIdOf(request, packageSlug),
    adult_qty: 1,
    child_qty: 0,
    date: dubaiDatePlus(3),
  });

  await signIn(page, await operatorToken(request, language), language);
  await page.goto('/backoffice/reports');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: t('console-reports.reports.sales.title') }).click();
  await expect(main.getByRole('heading', { level: 1, name: t('console-reports.reports.sales.title') })).toBeVisible();
  await expect(main.getByRole('img', { name: /./ })).toBeVisible();

  // the last week, by week: the address keeps the range, and the table shows today's money
  const from = dubaiDatePlus(-6);
  const today = dubaiDatePlus(0);
  await main.getByLabel(t('console-reports.range.from'), { exact: true }).fill(from);
  await main.getByLabel(t('console-reports.range.to'), { exact: true }).fill(today);
  await main.getByLabel(t('console-reports.range.grain'), { exact: true }).selectOption('week');
  await main.getByRole('button', { name: t('console-reports.range.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/reports/sales\\?from=${from}&to=${today}&grain=week$`));
  const periods = main.getByRole('region', { name: t('console-reports.tables.periods') });
  await expect(periods.locator('tfoot')).toContainText(/AED\s[1-9]/);

  const csvDownload = page.waitForEvent('download');
  await main.getByRole('button', { name: t('console-reports.download.csv') }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`sales-${from}-${today}.csv`);
  const csvLines = fs
    .readFileSync((await csv.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(csvLines.slice(0, 2)).toEqual(['By period', 'Period start,Period end,Sales (AED),Refunds (AED),Net (AED)']);
  const total = csvLines.find((line) => line.startsWith('Total,'))!.split(',');
  expect(Number(total[2])).toBeGreaterThan(0);

  const xlsxDownload = page.waitForEvent('download');
  await main.getByRole('button', { name: t('console-reports.download.xlsx') }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toBe(`sales-${from}-${today}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsx.path())!);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
    'By period',
    'By destination',
    'By package',
    'By product',
    'By channel',
  ]);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(3).value).toBe('Sales (AED)');
  expect(sheet.getRow(2).getCell(1).value).toBe(from);
  const totalRow = sheet.getRow(sheet.rowCount);
  expect(totalRow.getCell(1).value).toBe('Total');
  expect(totalRow.getCell(3).value).toBe(Number(total[2]));
});

for (const [language, size] of [
  ['en', null],
  ['ae', phone],
] as const) {
  test(`every report page passes axe${size ? ' and fits a 390 px phone, mirrored' : ''} (${language})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const t = textsOf(language);
    if (size) await page.setViewportSize(size);
    await signIn(page, await operatorToken(request, language), language);
    const main = page.getByRole('main');
    await page.goto('/backoffice/reports');
    await expect(main.getByRole('heading', { level: 1, name: t('console-reports.title') })).toBeVisible();
    if (language === 'ae') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await (size ? expectFitsAndAccessible(page) : expectAccessible(page));
    for (const name of reports) {
      await page.goto(`/backoffice/reports/${name}?from=${dubaiDatePlus(-29)}&to=${dubaiDatePlus(0)}&grain=day`);
      await expect(main.getByRole('heading', { level: 1, name: t(`console-reports.reports.${name}.title`) })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await (size ? expectFitsAndAccessible(page) : expectAccessible(page));
    }
  });
}
