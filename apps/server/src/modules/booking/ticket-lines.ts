import type { ErrorCode } from '@portal/contract/errors';
import { AppError } from '../../http/errors.ts';

/** The refusals that mean the tickets asked for are not there (inventory.ts), as opposed to this buyer's own. */
const shortages: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'quantity_not_available',
  'date_fully_booked',
  'time_fully_booked',
]);

type Line = { running: number; waiting: (() => void)[]; refusal: ErrorCode | null };

/**
 * Buyers of the very same tickets, in this process, take turns, a few at a time (the purchase storm
 * of decision 027). Once one of them is refused because the tickets are gone, the ones still waiting in that line
 * get the same refusal without a transaction: in a storm all of them passed the cheap read together, while
 * tickets were left, and each would otherwise open a transaction, lock, build and send the write, to be
 * refused by the database one after another.
 *
 * The database stays the only truth: a buyer who reaches it is refused or served by the conditional
 * statements, as before. A refusal is remembered only while the line has buyers: when it empties, the
 * line is forgotten, so a ticket given back later (an expired hold, a cancellation) is there for the next
 * buyer. Buyers waiting while a ticket comes back are refused as if they had reached the database a moment
 * earlier. Other processes have their own lines.
 */
export class TicketLines {
  readonly #lines = new Map<string, Line>();
  readonly #atOnce: number;

  constructor(options: { atOnce: number }) {
    this.#atOnce = options.atOnce;
  }

  /** Runs `buy` in its turn in the line of `key`, or throws the line's refusal once the tickets are known gone. */
  async inTurn<T>(key: string, buy: () => Promise<T>): Promise<T> {
    let line = this.#lines.get(key);
    if (!line) this.#lines.set(key, (line = { running: 0, waiting: [], refusal: null }));
    if (line.running >= this.#atOnce) await new Promise<void>((resolve) => line.waiting.push(resolve));
    line.running += 1;
    try {
      if (line.refusal) throw new AppError(line.refusal);
      return await buy();
    } catch (err) {
      if (err instanceof AppError && shortages.has(err.code)) line.refusal ??= err.code;
      throw err;
    } finally {
      line.running -= 1;
      const next = line.waiting.shift();
      if (next) next();
      else if (line.running === 0) this.#lines.delete(key);
    }
  }

  /** lines with buyers in them (for tests) */
  get size(): number {
    return this.#lines.size;
  }
}
