import { burst, contentionPart, roundResult, type RoundResult } from './contention.ts';
import type { PartContext } from './reads.ts';
import type { Row } from './report.ts';
import type { BenchDatabase, BenchServer } from './servers.ts';

export type StoreSizes = { buyers: number; units: number; rounds: number };

/**
 * One checkout storm (decision 032): every buyer sends the store form of createPurchase for one unit of the
 * same variant at the same moment. Each hold must be charged the variant's price, not the cart line's.
 */
async function round(
  owner: BenchServer,
  bases: string[],
  sizes: StoreSizes,
  label: string,
  problems: string[],
): Promise<RoundResult> {
  const { variantId, tokens, bodies } = await owner.call('prepareStoreRound', { buyers: sizes.buyers, units: sizes.units });
  const sent = await burst(
    bases,
    tokens.map((token, i) => ({ token, body: bodies[i]! })),
    label,
    problems,
  );
  for (const hold of sent.holds) {
    const { total } = JSON.parse(hold.text) as { total: number };
    if (total !== 275) problems.push(`${label}: a hold charged AED ${total} instead of 275`);
  }
  const stock = await owner.call('variantStock', { variantId });
  const held = sent.holds.length;
  // units sold past the stock: by the stock left, by the orders held, or by the answers
  return roundResult(sent, Math.max(0, -stock.left, stock.held - sizes.units, held - sizes.units));
}

/**
 * The store checkout contention (decision 032): every one of `rounds` rounds per setting. An
 * oversold unit or an answer other than a hold or a stock refusal fails the benchmark.
 */
export const storePart = (database: BenchDatabase, context: PartContext & { sizes: StoreSizes }): Promise<Row[]> =>
  contentionPart(database, context, {
    purpose: 'store',
    part: 'store checkout',
    setting: (sizes) => `${sizes.buyers} buyers/${sizes.units} units`,
    round,
  });
