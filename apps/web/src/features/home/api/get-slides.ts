import type { ActionOutput } from '@portal/contract/action';
import type { sliderAction } from '@portal/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

type SliderOutput = ActionOutput<typeof sliderAction>;

/** The home banner's slides, by position, each with a desktop and a mobile picture. */
export async function getSlides(signal?: AbortSignal): Promise<SliderOutput['data']> {
  return unwrap(await callAction('slider', {}, { method: 'GET', signal })).data;
}

export const slidesQueryOptions = () =>
  queryOptions({
    queryKey: ['slider'],
    queryFn: ({ signal }) => getSlides(signal),
  });

export function useSlides() {
  return useQuery(slidesQueryOptions());
}
