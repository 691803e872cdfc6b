import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { packages } from '../../db/schema/index.ts';
import { visiblePackage } from './catalog-service.ts';

/**
 * How broad a search term is, guessed from a sample of the visible packages' search texts
 * (docs/decisions/028, amended 2026-11-29). A page of a broad term ("الت", "tour", a word every
 * description has) is found fastest by walking the packages in the catalogue's order and stopping at the
 * page's end: on 10,000 packages one found in every row took 22 ms to read through the trigram index and
 * sort, 0.8 ms walked. A narrow term is the other way round: walking reads thousands of rows to find a
 * page. The sample says which, before the query, in a few microseconds.
 */
export type TextSample = {
  /** folded search texts of up to `sampleSize` visible packages, taken at random, in lower case */
  texts: string[];
  /** how many visible packages there are */
  visible: number;
};

/** enough that a term in a tenth of the rows is seen about 40 times */
export const sampleSize = 400;
/** a new sample at most this often: edits change how broad a term is slowly, and the guess only picks a plan */
const sampleMaxAgeMs = 60_000;

type Kept = { sample: Promise<TextSample>; takenAt: number };
const samples = new WeakMap<Database, Kept>();

async function takeSample(db: Database): Promise<TextSample> {
  const [row] = (await db
    .select({
      visible: sql<number>`(select count(*) from ${packages} where ${visiblePackage})::int`,
      texts: sql<string[]>`coalesce((select json_agg(t.search_text) from (select ${packages.searchText} as search_text
        from ${packages} where ${visiblePackage} order by random() limit ${sampleSize}) t), '[]'::json)`,
    })
    .from(sql`(values (1)) as sample`)) as { visible: number; texts: string[] }[];
  // lowered once here, not on every search (a cased letter beyond a–z is matched by ILIKE, in either case)
  return { visible: Number(row?.visible ?? 0), texts: (row?.texts ?? []).map((text) => text.toLowerCase()) };
}

/**
 * This process's sample of `db`, taken again when a minute old (the old one answers meanwhile, and one
 * request takes the new one); `now` is a clock in milliseconds (tests drive it).
 */
export function textSample(db: Database, now = performance.now()): Promise<TextSample> {
  const kept = samples.get(db);
  if (kept && now - kept.takenAt < sampleMaxAgeMs) return kept.sample;
  const fresh = takeSample(db);
  samples.set(db, { sample: fresh, takenAt: now });
  if (!kept) return fresh;
  // a failed sample is not kept: the next search tries again
  fresh.catch(() => samples.delete(db));
  return kept.sample;
}

/**
 * True when walking the catalogue's order finds the rows a page needs (`needed`: its offset and length, and
 * one more) sooner than reading every match: when the sample holds a tenth or more of matches, and the
 * matches expected in the whole catalogue are at least four pages' worth. `groups`: every group must be
 * found in a text, each by any of its (folded) words, as the query asks.
 */
export function isBroad(sample: TextSample, groups: string[][], needed: number): boolean {
  if (sample.texts.length === 0 || groups.length === 0) return false;
  const words = groups.map((group) => group.map((word) => word.toLowerCase()));
  let matches = 0;
  for (const text of sample.texts) {
    if (words.every((group) => group.some((word) => text.includes(word)))) matches += 1;
  }
  const share = matches / sample.texts.length;
  return share >= 0.1 && share * sample.visible >= 4 * needed;
}
