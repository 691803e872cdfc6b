import type { ConsoleScratchCampaign, ConsoleScratchPrize } from '@portal/contract/console-campaigns';
import { toLatinDigits } from '../../../lib/digits.ts';
import { parsePrice, priceText } from '../shared/typed-numbers.ts';

/** What the admin has typed for one scratch campaign; the server checks it all again. */
export type ScratchCampaignDraft = {
  name: string;
  arabic_name: string;
  slug: string;
  /** a datetime-local value (YYYY-MM-DDTHH:MM, Asia/Dubai), "" for an open start */
  starts_at: string;
  ends_at: string;
  enable: boolean;
};
export type ScratchCampaignField = keyof ScratchCampaignDraft;
export type ScratchProblem =
  'required' | 'slug_format' | 'ends_before_start' | 'amount_format' | 'codes_required' | 'count_range';

/** A new campaign starts disabled, so players meet it only once its pool is ready. */
export const emptyScratchCampaignDraft: ScratchCampaignDraft = {
  name: '',
  arabic_name: '',
  slug: '',
  starts_at: '',
  ends_at: '',
  enable: false,
};

/** "2026-05-01 10:00:00" (an answer's Dubai wall time) as a datetime-local input's "2026-05-01T10:00". */
const localInputOf = (timestamp: string | null) => (timestamp ? timestamp.slice(0, 16).replace(' ', 'T') : '');

export function draftOfScratchCampaign(campaign: ConsoleScratchCampaign): ScratchCampaignDraft {
  return {
    name: campaign.name,
    arabic_name: campaign.arabic_name,
    slug: campaign.slug,
    starts_at: localInputOf(campaign.starts_at),
    ends_at: localInputOf(campaign.ends_at),
    enable: campaign.enable === 1,
  };
}

export function scratchCampaignProblems(draft: ScratchCampaignDraft): Partial<Record<ScratchCampaignField, ScratchProblem>> {
  const problems: Partial<Record<ScratchCampaignField, ScratchProblem>> = {};
  if (!draft.name.trim()) problems.name = 'required';
  if (!draft.arabic_name.trim()) problems.arabic_name = 'required';
  if (!/^[a-z0-9][a-z0-9-]*$/i.test(draft.slug.trim())) problems.slug = draft.slug.trim() ? 'slug_format' : 'required';
  // datetime-local values compare as text
  if (draft.starts_at && draft.ends_at && draft.ends_at <= draft.starts_at) problems.ends_at = 'ends_before_start';
  return problems;
}

/** saveScratchCampaign's fields; an empty start or end is sent empty, which the server reads as open. */
export function scratchCampaignInput(draft: ScratchCampaignDraft, id: number | null) {
  return {
    ...(id === null ? {} : { id }),
    name: draft.name.trim(),
    arabic_name: draft.arabic_name.trim(),
    slug: draft.slug.trim().toLowerCase(),
    starts_at: draft.starts_at,
    ends_at: draft.ends_at,
    enable: draft.enable ? 1 : 0,
  };
}

/** A prize as typed: its details and, for a new prize, its first codes (listed, or how many to make). */
export type ScratchPrizeDraft = {
  name: string;
  arabic_name: string;
  description: string;
  arabic_description: string;
  logo: string;
  value: string;
  codes: string;
  generate: string;
};
export type ScratchPrizeField = keyof ScratchPrizeDraft;

export const emptyScratchPrizeDraft: ScratchPrizeDraft = {
  name: '',
  arabic_name: '',
  description: '',
  arabic_description: '',
  logo: '',
  value: '',
  codes: '',
  generate: '',
};

export function draftOfScratchPrize(prize: ConsoleScratchPrize): ScratchPrizeDraft {
  return {
    ...emptyScratchPrizeDraft,
    name: prize.name,
    arabic_name: prize.arabic_name,
    description: prize.description,
    arabic_description: prize.arabic_description,
    logo: prize.logo,
    value: prize.value === null ? '' : priceText(prize.value),
  };
}

/** How many codes to make, read from Latin or Arabic-Indic digits; null when it is not 0–1000. */
export function countOf(text: string): number | null {
  const latin = toLatinDigits(text.trim());
  if (latin === '') return 0;
  if (!/^\d{1,4}$/.test(latin)) return null;
  const count = Number(latin);
  return count <= 1000 ? count : null;
}

/** The codes typed, one a line (commas and spaces separate too), upper-cased as the server keeps them. */
export const codesOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

/** The problems of a prize; `isNew` asks for its first codes too. */
export function scratchPrizeProblems(
  draft: ScratchPrizeDraft,
  isNew: boolean,
): Partial<Record<ScratchPrizeField, ScratchProblem>> {
  const problems: Partial<Record<ScratchPrizeField, ScratchProblem>> = {};
  if (!draft.name.trim()) problems.name = 'required';
  if (!draft.arabic_name.trim()) problems.arabic_name = 'required';
  if (draft.value.trim() && !((parsePrice(draft.value) ?? 0) > 0)) problems.value = 'amount_format';
  const count = countOf(draft.generate);
  if (count === null) problems.generate = 'count_range';
  else if (isNew && count === 0 && codesOf(draft.codes).length === 0) problems.codes = 'codes_required';
  return problems;
}

/** saveScratchPrize's fields: a new prize in `campaignId`, or new details for prize `id`. */
export function scratchPrizeInput(draft: ScratchPrizeDraft, target: { id: number } | { campaignId: number }) {
  const codes = codesOf(draft.codes);
  const generate = countOf(draft.generate) ?? 0;
  return {
    ...('id' in target ? { id: target.id } : { campaign_id: target.campaignId }),
    name: draft.name.trim(),
    arabic_name: draft.arabic_name.trim(),
    description: draft.description.trim(),
    arabic_description: draft.arabic_description.trim(),
    logo: draft.logo,
    value: draft.value.trim() ? (parsePrice(draft.value) ?? '') : '',
    ...(codes.length > 0 ? { codes: codes.join('\n') } : {}),
    ...(generate > 0 ? { generate } : {}),
  };
}
