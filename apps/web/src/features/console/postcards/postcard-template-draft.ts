import type { ConsolePostcardTemplate } from '@portal/contract/console';
import { fieldsNamed } from '../../../components/console-kit/form-state.ts';
import { parsePrice, priceText } from '../shared/typed-numbers.ts';

/** What the admin has typed for one postcard template; the server checks it all again. */
export type PostcardTemplateDraft = {
  name: string;
  arabic_name: string;
  image: string;
  price: string;
  customisable: boolean;
  enable: boolean;
};

export type TemplateField = keyof PostcardTemplateDraft;
/** The problems the form names, as keys of console-catalogue.problems. */
export type TemplateProblem = 'name_required' | 'arabic_name_required' | 'image_required' | 'price_format' | 'price_range';
export type TemplateProblems = Partial<Record<TemplateField, TemplateProblem>>;

/** savePostcardTemplate's price rule (packages/contract/src/console.ts): 0 to 1,000 AED. */
const maxTemplatePrice = 1000;

/** A new template starts enabled and customisable, as most of the seeded ones are. */
export const emptyTemplateDraft: PostcardTemplateDraft = {
  name: '',
  arabic_name: '',
  image: '',
  price: '',
  customisable: true,
  enable: true,
};

export function draftOfTemplate(template: ConsolePostcardTemplate): PostcardTemplateDraft {
  return {
    name: template.name,
    arabic_name: template.arabic_name,
    image: template.image,
    price: priceText(template.price),
    customisable: template.customisable === 1,
    enable: template.enable === 1,
  };
}

/** The problems to show before sending: both names, a picture and a price the server would accept. */
export function templateProblems(draft: PostcardTemplateDraft): TemplateProblems {
  const problems: TemplateProblems = {};
  if (!draft.name.trim()) problems.name = 'name_required';
  if (!draft.arabic_name.trim()) problems.arabic_name = 'arabic_name_required';
  if (!draft.image) problems.image = 'image_required';
  const price = parsePrice(draft.price);
  if (price === null) problems.price = 'price_format';
  else if (price > maxTemplatePrice) problems.price = 'price_range';
  return problems;
}

/** savePostcardTemplate's fields from a draft with no problems; `id` is absent for a new template. */
export function templateInput(draft: PostcardTemplateDraft, id: number | null) {
  return {
    ...(id === null ? {} : { id }),
    name: draft.name.trim(),
    arabic_name: draft.arabic_name.trim(),
    image: draft.image,
    price: parsePrice(draft.price) ?? 0,
    customisable: draft.customisable ? 1 : 0,
    enable: draft.enable ? 1 : 0,
  };
}

const draftFields: readonly TemplateField[] = ['name', 'arabic_name', 'image', 'price', 'customisable', 'enable'];

/** The form field a refused server field is shown at; the draft carries the server's names. */
export const templateFieldOf = fieldsNamed<PostcardTemplateDraft>(draftFields);
