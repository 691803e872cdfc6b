import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { TicketLines } from './ticket-lines.ts';

/** A purchase that waits until the test lets it finish, and says whether it ran. */
function gatedPurchase() {
  let finish: (outcome: 'held' | AppError) => void = () => {};
  const outcome = new Promise<'held' | AppError>((resolve) => (finish = resolve));
  let ran = false;
  const buy = async () => {
    ran = true;
    const result = await outcome;
    if (result instanceof AppError) throw result;
    return result;
  };
  return { buy, finish, ran: () => ran };
}

describe('TicketLines', () => {
  it('lets a few of a line reach the database at once, and refuses those still waiting once the tickets are gone', async () => {
    const lines = new TicketLines({ atOnce: 2 });
    const buyers = Array.from({ length: 5 }, () => gatedPurchase());
    const answers = buyers.map((b) => lines.inTurn('slot 7 on 2026-12-20', b.buy).catch((err: unknown) => err));
    await Promise.resolve();
    expect(buyers.map((b) => b.ran())).toEqual([true, true, false, false, false]);

    buyers[0]!.finish('held');
    await expect(answers[0]).resolves.toBe('held');
    expect(buyers[2]!.ran()).toBe(true);

    // the database refuses the second: the tickets are gone
    buyers[1]!.finish(new AppError('time_fully_booked'));
    buyers[2]!.finish(new AppError('time_fully_booked'));
    const refusals = await Promise.all(answers.slice(1));
    expect(refusals.map((r) => (r as AppError).code)).toEqual(Array(4).fill('time_fully_booked'));
    // the last two never reached the database, and the emptied line is forgotten
    expect(buyers[3]!.ran()).toBe(false);
    expect(buyers[4]!.ran()).toBe(false);
    expect(lines.size).toBe(0);

    // a later buyer of the same tickets reaches the database again (a ticket may have come back)
    const later = gatedPurchase();
    const answer = lines.inTurn('slot 7 on 2026-12-20', later.buy);
    await Promise.resolve();
    expect(later.ran()).toBe(true);
    later.finish('held');
    await expect(answer).resolves.toBe('held');
  });

  it("does not pass on a buyer's own refusal, nor a refusal to buyers of other tickets", async () => {
    const lines = new TicketLines({ atOnce: 1 });
    const first = gatedPurchase();
    const second = gatedPurchase();
    const other = gatedPurchase();
    const answers = [
      lines.inTurn('a', first.buy).catch((err: unknown) => err),
      lines.inTurn('a', second.buy).catch((err: unknown) => err),
      lines.inTurn('b', other.buy).catch((err: unknown) => err),
    ];
    await Promise.resolve();
    expect(other.ran()).toBe(true);
    first.finish(new AppError('rate_limited'));
    await expect(answers[0]).resolves.toMatchObject({ code: 'rate_limited' });
    expect(second.ran()).toBe(true);
    second.finish('held');
    other.finish('held');
    await expect(Promise.all(answers.slice(1))).resolves.toEqual(['held', 'held']);
  });
});
