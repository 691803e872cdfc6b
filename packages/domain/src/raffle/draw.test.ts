import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf, drawWinners, sha256Hex, ticketsForAmount, type DrawTicket } from './draw.ts';

const tickets = (spec: Record<string, number>): DrawTicket[] =>
  Object.entries(spec).flatMap(([participant, count]) =>
    Array.from({ length: count }, (_, i) => ({ participant, raffle_number: `${participant}${String(i).padStart(4, '0')}` })),
  );

describe('sha256Hex and the commitment', () => {
  it('is the SHA-256 of the text, as any other tool computes it', async () => {
    expect(await sha256Hex('seed')).toBe(createHash('sha256').update('seed').digest('hex'));
    expect(await commitmentOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('drawWinners', () => {
  const list = tickets({ A: 30, B: 5, C: 1, D: 12, E: 2 });

  it('ranks tickets by SHA-256(seed:number): the first prize goes to the lowest score', async () => {
    const [first] = await drawWinners('s3cret', list, 1);
    const scores = list.map((t) => createHash('sha256').update(`s3cret:${t.raffle_number}`).digest('hex')).sort();
    expect(first!.score).toBe(scores[0]);
    expect(first!.rank).toBe(1);
  });

  it('gives at most one prize per participant', async () => {
    for (const seed of ['one', 'two', 'three', 'four', 'five']) {
      const winners = await drawWinners(seed, list, 3);
      expect(winners.map((w) => w.rank)).toEqual([1, 2, 3]);
      expect(new Set(winners.map((w) => w.participant)).size).toBe(3);
    }
  });

  it('lets one participant win several prizes when the campaign allows it', async () => {
    const only = tickets({ A: 10 });
    expect((await drawWinners('x', only, 3, false)).map((w) => w.participant)).toEqual(['A', 'A', 'A']);
    expect(await drawWinners('x', only, 3, true)).toHaveLength(1);
  });

  it('does not depend on the order of the ticket list', async () => {
    const a = await drawWinners('order', list, 3);
    const b = await drawWinners('order', [...list].reverse(), 3);
    expect(b).toEqual(a);
  });

  it('gives other winners for another seed', async () => {
    const a = (await drawWinners('seed-a', list, 3)).map((w) => w.raffle_number);
    const b = (await drawWinners('seed-b', list, 3)).map((w) => w.raffle_number);
    expect(a).not.toEqual(b);
  });

  it('answers fewer winners than prizes when there are fewer participants, and none for no tickets', async () => {
    expect(await drawWinners('s', tickets({ A: 3, B: 1 }), 3)).toHaveLength(2);
    expect(await drawWinners('s', [], 3)).toEqual([]);
  });
});

describe('ticketsForAmount', () => {
  it.each([
    [4_999, 0],
    [5_000, 1],
    [9_999, 1],
    [10_000, 2],
    [1_500_000, 300],
    [0, 0],
    [-5_000, 0],
  ])('%i fils at AED 50 an entry gives %i tickets', (fils, count) => {
    expect(ticketsForAmount(fils, 5_000)).toBe(count);
  });
});
