// Recomputes a raffle draw from its published record, so anyone can check it was fair:
//   npm run raffle:verify -- https://portal.example spend-and-win     (asks the portal's public raffleDraw action)
//   npm run raffle:verify -- draw.json                                (a saved answer of that action)
// Checks that SHA-256(seed) is the commitment published before the draw, then repeats the draw
// (packages/domain/src/raffle/draw.ts) and compares the winners. Exit code 0 when everything matches.
import fs from 'node:fs/promises';
import { commitmentOf, drawWinners, type DrawTicket } from '@portal/domain/raffle/draw';

type Published = {
  slug: string;
  commitment: string | null;
  seed: string | null;
  prizes: number[];
  one_prize_per_participant: boolean;
  tickets: DrawTicket[];
  winners: (DrawTicket & { rank: number })[];
};

async function load(args: string[]): Promise<Published> {
  const [first, campaign] = args;
  if (!first) throw new Error('usage: npm run raffle:verify -- <portal address> <campaign slug>  |  <file.json>');
  if (/^https?:\/\//.test(first)) {
    if (!campaign) throw new Error('name the campaign: npm run raffle:verify -- <portal address> <campaign slug>');
    const url = new URL('/api', first);
    url.search = new URLSearchParams({ action: 'raffleDraw', campaign }).toString();
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: Published }).data;
  }
  const saved = JSON.parse(await fs.readFile(first, 'utf8')) as { data?: Published } & Published;
  return saved.data ?? saved;
}

const record = await load(process.argv.slice(2));
const problems: string[] = [];
if (!record.seed || !record.commitment) {
  console.log(`${record.slug}: not drawn yet; commitment ${record.commitment ?? '(none published)'}`);
  process.exit(1);
}
const commitment = await commitmentOf(record.seed);
if (commitment !== record.commitment)
  problems.push(`SHA-256(seed) is ${commitment}, the published commitment is ${record.commitment}`);

const recomputed = await drawWinners(record.seed, record.tickets, record.prizes.length, record.one_prize_per_participant);
console.log(`${record.slug}: ${record.tickets.length} tickets, ${record.prizes.length} prizes`);
for (const [i, winner] of recomputed.entries()) {
  const published = record.winners[i];
  const same = published?.raffle_number === winner.raffle_number && published.participant === winner.participant;
  console.log(`  prize ${winner.rank}: ticket ${winner.raffle_number} (${winner.participant}) ${same ? 'matches' : 'DIFFERS'}`);
  if (!same)
    problems.push(`prize ${winner.rank}: recomputed ${winner.raffle_number}, published ${published?.raffle_number ?? 'nothing'}`);
}
if (record.winners.length !== recomputed.length)
  problems.push(`published ${record.winners.length} winners, recomputed ${recomputed.length}`);

if (problems.length > 0) {
  for (const problem of problems) console.error(`MISMATCH: ${problem}`);
  process.exit(1);
}
console.log('The commitment matches the seed and the published winners are the ones the seed draws.');
