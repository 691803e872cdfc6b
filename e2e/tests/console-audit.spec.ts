import { textsOf } from './accounts-support.ts';
import { uniqueSuffix } from './console-support.ts';
import { expect, test } from './fixtures.ts';
import { operatorToken, signIn } from './sessions.ts';
import { act } from './store-support.ts';

/**
 * The console in the operator's language, in Arabic: the audit log tells a coupon's change as an Arabic sentence
 * with its fields by their Arabic labels, and the store's lists name products and collections in Arabic with the
 * English name beside them. The wording and the values' formats are audit-texts.test.ts's.
 */

const t = textsOf('ae');

test.describe('the console in Arabic', () => {
  test('the audit log tells a coupon change in Arabic, and the store lists show the Arabic names first', async ({
    page,
    request,
  }) => {
    const token = await operatorToken(request, 'ae');
    const code = `AUD${uniqueSuffix().toUpperCase()}`;
    const coupon = { action: 'saveCoupon', code, type: 'percentage', off: '10', enable: '1', usage_limit_total: '50' };
    const created = (await act(request, token, coupon)) as { data: { id: number } };
    const id = String(created.data.id);
    await act(request, token, { ...coupon, id, usage_limit_total: '100' });

    await signIn(page, token, 'ae');
    const main = page.getByRole('main');
    await page.goto(`/backoffice/audit-log?entity=coupon&entity_id=${id}`);
    const entries = main.locator('.audit-entry');
    await expect(entries).toHaveCount(2);
    // newest first: the change, told as a sentence naming the coupon by its code
    const change = entries.first();
    const changed = t('console-audit.sentences.changed')
      .split('<record>')[0]!
      .replace('{{noun}}', t('console-audit.nouns.coupon'))
      .trim();
    const sentence = change.locator('.audit-entry__sentence');
    await expect(sentence).toContainText(changed);
    await expect(sentence.locator('.audit-entry__name')).toHaveText(code);
    // the one changed field, by its Arabic label, before and after
    const row = change.locator('.json-diff__row--changed');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('rowheader')).toContainText(t('console-audit.fields.usage_limit_total'));
    await expect(row.locator('.json-diff__before')).toHaveText('50');
    await expect(row.locator('.json-diff__after')).toHaveText('100');
    // the coupon's flags read as words, not as 0 and 1
    await expect(
      change
        .locator('.json-diff__row')
        .filter({ hasText: t('console-audit.fields.enable') })
        .locator('.json-diff__after'),
    ).toHaveText(t('console-audit.values.yes'));
    await expect(entries.nth(1).locator('.audit-entry__sentence')).toContainText(
      t('console-audit.sentences.created').split('<record>')[0]!.replace('{{noun}}', t('console-audit.nouns.coupon')).trim(),
    );

    // a product's card: its Arabic title as the heading, the English one beside it
    const products = (await act(request, token, { action: 'consoleProducts', q: '' })) as {
      data: { product_title: string; arabic_title: string }[];
    };
    const product = products.data.find((p) => p.arabic_title && p.product_title)!;
    await page.goto('/backoffice/products');
    const productCard = main.locator('.store-card').filter({ hasText: product.arabic_title }).first();
    await expect(productCard.getByRole('heading', { level: 3 })).toHaveText(product.arabic_title);
    await expect(productCard.locator('.bilingual-name__other')).toHaveText(product.product_title);
    await expect(productCard.locator('.bilingual-name__other')).toHaveAttribute('lang', 'en');

    // the same for a collection
    const collections = (await act(request, token, { action: 'consoleCollections' })) as {
      data: { collection_name: string; arabic_collection_name: string }[];
    };
    const collection = collections.data.find((c) => c.arabic_collection_name && c.collection_name)!;
    await page.goto('/backoffice/collections');
    const collectionCard = main.locator('.store-card').filter({ hasText: collection.arabic_collection_name }).first();
    await expect(collectionCard.getByRole('heading', { level: 3 })).toHaveText(collection.arabic_collection_name);
    await expect(collectionCard.getByRole('heading', { level: 3 }).locator('[lang="ar"]')).toHaveAttribute('dir', 'rtl');
    await expect(collectionCard.locator('.bilingual-name__other')).toHaveText(collection.collection_name);
  });
});
