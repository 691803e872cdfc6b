import type { PostcardTemplate } from '@portal/contract/postcards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

/**
 * The postcard templates (spec part 2 §7 postCards), a public GET a CDN may cache. The portal loads each
 * picture by its URL, so it asks for no base64 copies (`image_base64: '0'`). The pages show their own
 * error state, so the request layer raises no toast (quiet).
 */
export const postcardTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['postcards', 'templates'],
    queryFn: async ({ signal }) =>
      unwrap(await callAction('postCards', { image_base64: '0' }, { method: 'GET', signal, quiet: true })).data,
  });

export function usePostcardTemplates() {
  return useQuery(postcardTemplatesQueryOptions());
}

/** The list's two sections (spec part 2 §2.7): frames for a photo, then the ready-made cards; each keeps the server's order. */
export function splitTemplates(templates: readonly PostcardTemplate[]) {
  return {
    customisable: templates.filter((template) => template.customisable === '1'),
    readyMade: templates.filter((template) => template.customisable === '0'),
  };
}

/** The template a card_slug names, when it is one a photo can be added to; null for an unknown or ready-made id. */
export function customisableTemplate(templates: readonly PostcardTemplate[], slug: string | undefined) {
  if (!slug || !/^\d+$/.test(slug)) return null;
  return templates.find((template) => String(template.id) === slug && template.customisable === '1') ?? null;
}
