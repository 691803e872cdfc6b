import type { ConsoleRaffleCampaign } from '@portal/contract/console-campaigns';
import { drawFixedFields, entryFixedFields } from '@portal/contract/console-campaigns';
import { parsePrice, priceText } from '../shared/typed-numbers.ts';

/** One FAQ entry as typed; `key` keeps React's rows steady while entries move. */
export type FaqEntryDraft = { key: number; q_en: string; q_ae: string; a_en: string; a_ae: string };

/** What the admin has typed for one raffle campaign; the server checks it all again. */
export type RaffleCampaignDraft = {
  name: string;
  arabic_name: string;
  slug: string;
  starts_on: string;
  ends_on: string;
  draw_on: string;
  entry_amount: string;
  /** AED by rank, first prize first */
  prizes: string[];
  respond_days: string;
  one_prize_per_participant: boolean;
  about: string;
  arabic_about: string;
  terms: string;
  arabic_terms: string;
  faq: FaqEntryDraft[];
  enable: boolean;
};

export type RaffleCampaignField = Exclude<keyof RaffleCampaignDraft, 'faq'> | 'faq';

/** The problems the form names, as keys of console-campaigns.problems. */
export type RaffleCampaignProblem =
  | 'required'
  | 'slug_format'
  | 'amount_format'
  | 'prizes_required'
  | 'ends_before_start'
  | 'draw_before_end'
  | 'days_range'
  | 'faq_incomplete';
export type RaffleCampaignProblems = Partial<Record<RaffleCampaignField, RaffleCampaignProblem>>;

let faqKeys = 0;
export const emptyFaqEntry = (): FaqEntryDraft => ({ key: ++faqKeys, q_en: '', q_ae: '', a_en: '', a_ae: '' });

/** A new campaign starts disabled, so it reaches visitors only once the admin says it is ready. */
export const emptyRaffleCampaignDraft = (): RaffleCampaignDraft => ({
  name: '',
  arabic_name: '',
  slug: '',
  starts_on: '',
  ends_on: '',
  draw_on: '',
  entry_amount: '',
  prizes: [''],
  respond_days: '14',
  one_prize_per_participant: true,
  about: '',
  arabic_about: '',
  terms: '',
  arabic_terms: '',
  faq: [],
  enable: false,
});

export function draftOfRaffleCampaign(campaign: ConsoleRaffleCampaign): RaffleCampaignDraft {
  return {
    name: campaign.name,
    arabic_name: campaign.arabic_name,
    slug: campaign.slug,
    starts_on: campaign.starts_on,
    ends_on: campaign.ends_on,
    draw_on: campaign.draw_on,
    entry_amount: priceText(campaign.entry_amount),
    prizes: campaign.prizes.map(priceText),
    respond_days: String(campaign.respond_days),
    one_prize_per_participant: campaign.one_prize_per_participant === 1,
    about: campaign.about,
    arabic_about: campaign.arabic_about,
    terms: campaign.terms,
    arabic_terms: campaign.arabic_terms,
    faq: campaign.faq.map((entry) => ({
      key: ++faqKeys,
      q_en: entry.q.en,
      q_ae: entry.q.ae,
      a_en: entry.a.en,
      a_ae: entry.a.ae,
    })),
    enable: campaign.enable === 1,
  };
}

const slugPattern = /^[a-z0-9][a-z0-9-]*$/i;
const positiveAmount = (text: string) => {
  const amount = parsePrice(text);
  return amount !== null && amount > 0;
};

/** The problems to show before sending, by the same rules as saveRaffleCampaign's contract. */
export function raffleCampaignProblems(draft: RaffleCampaignDraft): RaffleCampaignProblems {
  const problems: RaffleCampaignProblems = {};
  for (const field of ['name', 'arabic_name', 'starts_on', 'ends_on', 'draw_on'] as const) {
    if (!draft[field].trim()) problems[field] = 'required';
  }
  if (!slugPattern.test(draft.slug.trim())) problems.slug = draft.slug.trim() ? 'slug_format' : 'required';
  if (!positiveAmount(draft.entry_amount)) problems.entry_amount = 'amount_format';
  if (draft.prizes.length === 0) problems.prizes = 'prizes_required';
  else if (!draft.prizes.every(positiveAmount)) problems.prizes = 'amount_format';
  // calendar dates as YYYY-MM-DD compare as text
  if (!problems.starts_on && !problems.ends_on && draft.ends_on < draft.starts_on) problems.ends_on = 'ends_before_start';
  if (!problems.ends_on && !problems.draw_on && draft.draw_on < draft.ends_on) problems.draw_on = 'draw_before_end';
  const days = Number(draft.respond_days);
  if (!/^\d+$/.test(draft.respond_days.trim()) || days < 1 || days > 365) problems.respond_days = 'days_range';
  if (draft.faq.some((entry) => [entry.q_en, entry.q_ae, entry.a_en, entry.a_ae].some((text) => !text.trim()))) {
    problems.faq = 'faq_incomplete';
  }
  return problems;
}

/** saveRaffleCampaign's fields from a draft with no problems; `id` is absent for a new campaign. */
export function raffleCampaignInput(draft: RaffleCampaignDraft, id: number | null) {
  return {
    ...(id === null ? {} : { id }),
    name: draft.name.trim(),
    arabic_name: draft.arabic_name.trim(),
    slug: draft.slug.trim().toLowerCase(),
    starts_on: draft.starts_on,
    ends_on: draft.ends_on,
    draw_on: draft.draw_on,
    entry_amount: parsePrice(draft.entry_amount) ?? 0,
    prizes: JSON.stringify(draft.prizes.map((prize) => parsePrice(prize) ?? 0)),
    respond_days: Number(draft.respond_days),
    one_prize_per_participant: draft.one_prize_per_participant ? 1 : 0,
    about: draft.about,
    arabic_about: draft.arabic_about,
    terms: draft.terms,
    arabic_terms: draft.arabic_terms,
    faq: JSON.stringify(
      draft.faq.map((entry) => ({
        q: { en: entry.q_en.trim(), ae: entry.q_ae.trim() },
        a: { en: entry.a_en.trim(), ae: entry.a_ae.trim() },
      })),
    ),
    enable: draft.enable ? 1 : 0,
  };
}

/** Why a field cannot change now, or null: the draw's rules once committed, entry terms once anyone entered. */
export function lockOf(campaign: ConsoleRaffleCampaign | null, field: RaffleCampaignField): 'draw_fixed' | 'has_entries' | null {
  if (!campaign) return null;
  if (campaign.locks.draw_fixed && (drawFixedFields as readonly string[]).includes(field)) return 'draw_fixed';
  if (campaign.locks.has_entries && (entryFixedFields as readonly string[]).includes(field)) return 'has_entries';
  return null;
}

const formFields: readonly RaffleCampaignField[] = [
  'name',
  'arabic_name',
  'slug',
  'starts_on',
  'ends_on',
  'draw_on',
  'entry_amount',
  'prizes',
  'respond_days',
  'one_prize_per_participant',
  'about',
  'arabic_about',
  'terms',
  'arabic_terms',
  'faq',
  'enable',
];

/** The form field of a refused server field ("prizes.1" and "faq.0.q.ae" name the list), or null for the alert. */
export function raffleFieldOf(name: string): RaffleCampaignField | null {
  const field = name.split('.')[0];
  return formFields.find((known) => known === field) ?? null;
}
