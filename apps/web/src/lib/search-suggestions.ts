import type { ActionOutput } from '@portal/contract/action';
import type { searchSuggestionsAction } from '@portal/contract/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callAction, unwrap } from './api.ts';

export type SuggestionsOutput = ActionOutput<typeof searchSuggestionsAction>;

/** The server asks for 2 characters: one matches too much to help. */
export const minSuggestionLength = 2;
/** Typing pauses about this long between words; a request per keystroke would mostly be thrown away. */
export const suggestionDelayMs = 200;

export async function fetchSuggestions(term: string, signal?: AbortSignal): Promise<SuggestionsOutput> {
  const result = unwrap(await callAction('searchSuggestions', { search_term: term }, { method: 'GET', signal, quiet: true }));
  return { data: result.data, ...(result.did_you_mean !== undefined ? { did_you_mean: result.did_you_mean } : {}) };
}

export const suggestionsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['searchSuggestions', term],
    queryFn: ({ signal }) => fetchSuggestions(term, signal),
    enabled: term.length >= minSuggestionLength,
    staleTime: 60_000,
  });

/** The value once it has stayed the same for `delayMs`. */
function useSettledValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Suggestions for what the visitor is typing, asked once typing pauses. */
export function useSearchSuggestions(term: string) {
  const settled = useSettledValue(term.trim(), suggestionDelayMs);
  return useQuery(suggestionsQueryOptions(settled));
}
