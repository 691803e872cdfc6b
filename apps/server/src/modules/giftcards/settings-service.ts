import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { giftCardSettings } from '../../db/schema/index.ts';
import { recordChange } from '../../lib/audit.ts';
import { filsToAed } from '../../lib/money.ts';

export type GiftCardSettings = { amountChoices: number[]; minFils: number; maxFils: number; validityMonths: number };

/** What is sold before an operator saves settings: 100, 250 and 500 AED; 50 to 5,000 AED; valid 12 months. */
export const defaultGiftCardSettings: GiftCardSettings = {
  amountChoices: [10_000, 25_000, 50_000],
  minFils: 5_000,
  maxFils: 500_000,
  validityMonths: 12,
};

export async function readGiftCardSettings(db: Database): Promise<GiftCardSettings> {
  const [row] = await db.select().from(giftCardSettings).where(eq(giftCardSettings.id, 1));
  if (!row) return defaultGiftCardSettings;
  return { amountChoices: row.amountChoices, minFils: row.minFils, maxFils: row.maxFils, validityMonths: row.validityMonths };
}

export const settingsView = (s: GiftCardSettings) => ({
  amount_choices: s.amountChoices.map((f) => filsToAed(f)),
  min_amount: filsToAed(s.minFils),
  max_amount: filsToAed(s.maxFils),
  validity_months: s.validityMonths,
});

/** saveGiftCardSettings: one row, audited; cards already sold keep their expiry. */
export async function saveGiftCardSettings(
  db: Database,
  operatorId: number,
  now: Date,
  input: { amount_choices: number[]; min_amount: number; max_amount: number; validity_months: number },
): Promise<GiftCardSettings> {
  const next: GiftCardSettings = {
    amountChoices: [...new Set(input.amount_choices)].sort((a, b) => a - b),
    minFils: input.min_amount,
    maxFils: input.max_amount,
    validityMonths: input.validity_months,
  };
  await db.transaction(async (tx) => {
    const before = await readGiftCardSettings(tx);
    await tx
      .insert(giftCardSettings)
      .values({ id: 1, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: giftCardSettings.id, set: { ...next, updatedAt: now } });
    await recordChange(tx, {
      operatorId,
      action: 'saveGiftCardSettings',
      entity: 'gift_card_settings',
      entityId: 1,
      before,
      after: next,
    });
  });
  return next;
}
