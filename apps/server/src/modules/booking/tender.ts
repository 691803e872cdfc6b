import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';
import type { PurchaseRow } from './purchase-kind.ts';

/**
 * Something other than the payment provider that pays part of a purchase (docs/decisions/068): a gift card
 * is one. The engine calls it at the points where money moves and names none: a checkout takes it inside
 * the hold's transaction, after the kind's own rows (so its row is the last one locked), a closed hold
 * releases it once, a late payment retakes it, and a refund gives its share back to it. Each tender lives
 * in its own module and is registered by the app's wiring (app.ts), as purchase kinds are.
 */
export interface PaymentTender {
  readonly name: string;
  /** the createPurchase (or order) input field that carries the buyer's code for it, e.g. `gift_card_code` */
  readonly inputField: string;
  /** Before any transaction: counts the buyer's try of a code (a limit on guesses); throws when over it. */
  tried(db: Database, input: { userId: number; code: string; now: Date }): Promise<void>;
  /**
   * In the hold's transaction, with the kind's rows written and taken: takes at most `dueFils` for the
   * purchase and answers how much (more than 0), or throws the refusal, which rolls the hold back.
   */
  take(tx: Database, input: { purchaseId: number; userId: number; code: string; dueFils: number; now: Date }): Promise<number>;
  /** The purchase's hold has just been closed, once: give back what it took for it (nothing when it took none). */
  release(tx: Database, purchaseId: number, now: Date): Promise<void>;
  /** A payment came after the release: take again what the hold had taken, or take nothing and answer false. */
  retake(tx: Database, purchase: PurchaseRow, now: Date): Promise<boolean>;
  /**
   * Part of a confirmed purchase is refunded: gives back `amountFils` of what it paid, once per `key`, and
   * answers what it gave (0 when it paid nothing of the purchase).
   */
  refund(tx: Database, input: { purchaseId: number; amountFils: number; key: string; now: Date }): Promise<number>;
  /** What refunds whose key starts with `keyPrefix` gave back to it. */
  refunded(tx: Database, keyPrefix: string): Promise<number>;
}

/** A checkout's ask of one tender: the code the buyer typed. */
export type TenderRequest = { tender: string; code: string };

const tenders = new Map<string, PaymentTender>();

/** Makes a tender known to the engine; registering one of the same name again replaces it. */
export function registerPaymentTender(tender: PaymentTender): void {
  tenders.set(tender.name, tender);
}

/**
 * The tenders an action's input asks for (each by its field), with every try counted before the
 * checkout's transaction, so a refused guess is counted even though the hold rolls back.
 */
export async function tenderRequests(
  db: Database,
  input: Record<string, unknown>,
  by: { userId: number; now: Date },
): Promise<TenderRequest[]> {
  const requests: TenderRequest[] = [];
  for (const tender of tenders.values()) {
    const code = input[tender.inputField];
    if (typeof code !== 'string' || code.trim() === '') continue;
    await tender.tried(db, { userId: by.userId, code, now: by.now });
    requests.push({ tender: tender.name, code });
  }
  return requests;
}

/**
 * In a checkout's transaction, as its last step: takes what the tenders asked for pay of `totalFils`,
 * records it on the purchase (purchases.tendered_fils) and answers it; the provider is asked for the rest.
 */
export async function takeTenders(
  tx: Database,
  input: { purchaseId: number; userId: number; totalFils: number; requests: readonly TenderRequest[]; now: Date },
): Promise<number> {
  let tendered = 0;
  for (const request of input.requests) {
    const tender = tenders.get(request.tender);
    const dueFils = input.totalFils - tendered;
    if (!tender || dueFils <= 0) continue;
    tendered += await tender.take(tx, {
      purchaseId: input.purchaseId,
      userId: input.userId,
      code: request.code,
      dueFils,
      now: input.now,
    });
  }
  if (tendered > 0) await tx.update(purchases).set({ tenderedFils: tendered }).where(eq(purchases.id, input.purchaseId));
  return tendered;
}

/** A closed hold gives back what its tenders paid, in the transaction that closed it. */
export async function releaseTenders(tx: Database, purchaseId: number, now: Date): Promise<void> {
  for (const tender of tenders.values()) await tender.release(tx, purchaseId, now);
}

/** A late payment takes the tenders' part again; false when one of them cannot (the caller rolls back). */
export async function retakeTenders(tx: Database, purchase: PurchaseRow, now: Date): Promise<boolean> {
  for (const tender of tenders.values()) if (!(await tender.retake(tx, purchase, now))) return false;
  return true;
}

/**
 * A refund of `amountFils` of a purchase that tenders paid `tenderedFils` of `totalFils`: each part goes
 * back where it came from, in proportion (the tenders' share rounded down, so the provider, which took
 * money, never gives back more than its part). Gives the tenders their share and answers what is left
 * for the provider.
 */
export async function refundTenders(
  tx: Database,
  purchase: Pick<PurchaseRow, 'id' | 'totalFils' | 'tenderedFils'>,
  refund: { amountFils: number; key: string; now: Date },
): Promise<{ tenderFils: number; providerFils: number }> {
  if (purchase.tenderedFils <= 0 || refund.amountFils <= 0) return { tenderFils: 0, providerFils: refund.amountFils };
  const share =
    purchase.tenderedFils >= purchase.totalFils
      ? refund.amountFils
      : Math.floor((refund.amountFils * purchase.tenderedFils) / purchase.totalFils);
  let given = 0;
  for (const tender of tenders.values()) {
    if (given >= share) break;
    given += await tender.refund(tx, { purchaseId: purchase.id, amountFils: share - given, key: refund.key, now: refund.now });
  }
  return { tenderFils: given, providerFils: refund.amountFils - given };
}

/** What refunds keyed under `keyPrefix` gave back to tenders. */
export async function tenderRefunded(tx: Database, keyPrefix: string): Promise<number> {
  let total = 0;
  for (const tender of tenders.values()) total += await tender.refunded(tx, keyPrefix);
  return total;
}
