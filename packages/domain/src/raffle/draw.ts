/**
 * The raffle draw, as anyone can recompute it (docs/decisions/010-raffle-draw.md):
 *
 * 1. Before the draw the operator publishes `commitment` = SHA-256(seed), hex, while the seed stays secret.
 * 2. Each ticket's score is SHA-256(`${seed}:${raffle_number}`), hex. Tickets are ranked by score
 *    (ties, which SHA-256 makes practically impossible, by raffle number).
 * 3. Walking the ranking, the first ticket wins the first prize, the next ticket of a participant who has
 *    not won yet the second, and so on (one prize per participant); without that rule every ticket counts.
 * 4. After the draw the seed is published; anyone checks SHA-256(seed) = commitment and repeats 2 and 3.
 *
 * A ticket's score depends only on the seed and its own number, so the order of the list does not matter.
 * Works in Node and in browsers (Web Crypto).
 */

export type DrawTicket = { raffle_number: string; participant: string };
export type DrawWinner = DrawTicket & { rank: number; score: string };

const encoder = new TextEncoder();

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const commitmentOf = (seed: string) => sha256Hex(seed);

export async function drawWinners(
  seed: string,
  tickets: readonly DrawTicket[],
  prizes: number,
  onePrizePerParticipant = true,
): Promise<DrawWinner[]> {
  const scored = await Promise.all(tickets.map(async (t) => ({ ...t, score: await sha256Hex(`${seed}:${t.raffle_number}`) })));
  scored.sort((a, b) => (a.score < b.score ? -1 : a.score > b.score ? 1 : a.raffle_number < b.raffle_number ? -1 : 1));
  const winners: DrawWinner[] = [];
  const won = new Set<string>();
  for (const ticket of scored) {
    if (winners.length === prizes) break;
    if (onePrizePerParticipant && won.has(ticket.participant)) continue;
    won.add(ticket.participant);
    winners.push({ ...ticket, rank: winners.length + 1 });
  }
  return winners;
}

/** Tickets for one invoice: one per whole `filsPerEntry` of the approved amount (AED 50 → one entry). */
export function ticketsForAmount(amountFils: number, filsPerEntry: number): number {
  if (!Number.isInteger(amountFils) || amountFils <= 0 || filsPerEntry <= 0) return 0;
  return Math.floor(amountFils / filsPerEntry);
}
