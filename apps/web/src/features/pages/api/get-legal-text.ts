import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../lib/language.ts';

export type LegalDocument = 'terms' | 'privacy';

/** The terms or privacy text in a language: a static file the web app ships (spec part 2 §7). */
export async function getLegalText(doc: LegalDocument, language: Language, signal?: AbortSignal): Promise<string> {
  const response = await fetch(`/legal/${doc}.${language}.txt`, { signal });
  if (!response.ok) throw new Error(`legal text ${doc}.${language}: status ${response.status}`);
  return response.text();
}

export const legalTextQueryOptions = (doc: LegalDocument, language: Language) =>
  queryOptions({
    queryKey: ['legal', doc, language],
    queryFn: ({ signal }) => getLegalText(doc, language, signal),
    staleTime: Infinity,
  });

export function useLegalText(doc: LegalDocument, language: Language) {
  return useQuery(legalTextQueryOptions(doc, language));
}
