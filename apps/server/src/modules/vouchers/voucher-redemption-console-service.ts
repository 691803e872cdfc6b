import type { VoucherRedemption } from '@portal/contract/backoffice';
import { dubaiTimestamp } from '@portal/domain/dates';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, voucherCodes, vouchers } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { maskIdentifier } from '../accounts/index.ts';
import { toVoucher } from '../catalog/index.ts';
import { recordChange } from '../console/index.ts';

type CodeRow = typeof voucherCodes.$inferSelect;

/** `code` is the stored form XXXX-XXXX-XXXX: the contract's voucherCodeInput normalises what was typed. */
async function findCode(db: Database, code: string) {
  const [row] = await db
    .select({ code: voucherCodes, voucher: vouchers, email: users.email, mobile: users.mobile })
    .from(voucherCodes)
    .innerJoin(vouchers, eq(vouchers.id, voucherCodes.voucherId))
    .innerJoin(users, eq(users.id, voucherCodes.userId))
    .where(eq(voucherCodes.code, code))
    .limit(1);
  if (!row) throw new AppError('voucher_code_not_found');
  return row;
}

type Found = Awaited<ReturnType<typeof findCode>>;

function toRedemption({ code, voucher, email, mobile }: Found, today: string, redeemed: CodeRow = code): VoucherRedemption {
  return {
    code: redeemed.code,
    voucher: { ...toVoucher(voucher), expired: voucher.expiryDate < today ? 1 : 0 },
    // a user signed up with a mobile number only has no e-mail address: their masked number says whose it is then
    holder: maskIdentifier(email ?? mobile ?? ''),
    issued_at: dubaiTimestamp(redeemed.issuedAt),
    redeemed_at: redeemed.redeemedAt ? dubaiTimestamp(redeemed.redeemedAt) : null,
  };
}

const alreadyRedeemed = (at: Date) => new AppError('voucher_code_redeemed', { params: { redeemed_at: dubaiTimestamp(at) } });

/** What the operator at the counter checks before redeeming; `today` is the calendar date in Asia/Dubai. */
export async function lookupVoucherCode(db: Database, code: string, today: string): Promise<VoucherRedemption> {
  return toRedemption(await findCode(db, code), today);
}

/**
 * Redeems a code exactly once. The update is conditional (`redeemed_at IS NULL`), so of two operators
 * redeeming the same code at the same moment one row is updated and the other finds none and is told
 * when the code was redeemed. An expired voucher's code is refused (decision 012: it can no longer be
 * redeemed); one already redeemed says so first, which is what the person at the counter needs to know.
 * The redemption and its audit entry commit together.
 */
export async function redeemVoucherCode(
  db: Database,
  operatorId: number,
  code: string,
  now: Date,
  today: string,
): Promise<VoucherRedemption> {
  const found = await findCode(db, code);
  if (found.code.redeemedAt) throw alreadyRedeemed(found.code.redeemedAt);
  if (found.voucher.expiryDate < today) throw new AppError('voucher_expired');
  const redeemed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(voucherCodes)
      .set({ redeemedAt: now })
      .where(and(eq(voucherCodes.id, found.code.id), isNull(voucherCodes.redeemedAt)))
      .returning();
    if (!row) {
      const [winner] = await tx.select().from(voucherCodes).where(eq(voucherCodes.id, found.code.id));
      throw alreadyRedeemed(winner?.redeemedAt ?? now);
    }
    await recordChange(tx, {
      operatorId,
      action: 'redeemVoucherCode',
      entity: 'voucher_code',
      entityId: row.code,
      before: { voucher_id: row.voucherId, redeemed_at: null },
      after: { voucher_id: row.voucherId, redeemed_at: dubaiTimestamp(now) },
    });
    return row;
  });
  return toRedemption(found, today, redeemed);
}
