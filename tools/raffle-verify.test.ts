import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { commitmentOf, drawWinners } from '@portal/domain/raffle/draw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const tool = path.join(import.meta.dirname, 'raffle-verify.ts');
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'raffle-verify-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

/** A published record as the raffleDraw action answers it. */
async function record(seed: string) {
  const tickets = Array.from({ length: 40 }, (_, i) => ({
    raffle_number: String(100_000_000 + i * 7919),
    participant: `P-${i % 9}`,
  }));
  const winners = await drawWinners(seed, tickets, 3, true);
  return {
    data: {
      slug: 'summer',
      commitment: await commitmentOf(seed),
      seed,
      prizes: [15_000, 10_000, 5_000],
      one_prize_per_participant: true,
      tickets,
      winners: winners.map(({ rank, raffle_number, participant }, i) => ({
        rank,
        raffle_number,
        participant,
        prize: [15_000, 10_000, 5_000][i],
      })),
    },
  };
}

async function verify(content: unknown) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  await fs.writeFile(file, JSON.stringify(content));
  return run(process.execPath, [tool, file]).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: error.stdout + error.stderr }),
  );
}

describe('npm run raffle:verify', () => {
  it('confirms an honest draw', async () => {
    const result = await verify(await record('a-secret-seed'));
    expect(result.code).toBe(0);
    expect(result.out).toContain('the published winners are the ones the seed draws');
  });

  it('catches a seed that does not match the commitment', async () => {
    const honest = await record('a-secret-seed');
    const result = await verify({ data: { ...honest.data, commitment: await commitmentOf('another seed') } });
    expect(result.code).toBe(1);
    expect(result.out).toContain('MISMATCH: SHA-256(seed)');
  });

  it('catches a winner the seed does not draw', async () => {
    const honest = await record('a-secret-seed');
    const swapped = honest.data.tickets.find((t) => !honest.data.winners.some((w) => w.participant === t.participant))!;
    const winners = [{ ...honest.data.winners[0]!, ...swapped }, ...honest.data.winners.slice(1)];
    const result = await verify({ data: { ...honest.data, winners } });
    expect(result.code).toBe(1);
    expect(result.out).toContain('MISMATCH: prize 1');
  });
});
