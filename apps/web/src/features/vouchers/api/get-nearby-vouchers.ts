import type { ActionOutput } from '@portal/contract/action';
import type { listNearbyVouchersAction } from '@portal/contract/vouchers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';

export type NearbyVouchers = ActionOutput<typeof listNearbyVouchersAction>;
export type Position = { lat: number; lng: number };

/**
 * Vouchers near a position, nearest first, with distances computed by the server. A POST, so the
 * person's position never sits in a URL, a log or a shared cache.
 */
export async function getNearbyVouchers(position: Position, signal?: AbortSignal): Promise<NearbyVouchers> {
  const result = unwrap(await callAction('listVourchers', { lat: position.lat, lang: position.lng }, { signal, quiet: true }));
  return { radius_km: result.radius_km, data: result.data };
}

export const nearbyVouchersQueryOptions = (position: Position) =>
  queryOptions({
    queryKey: ['vouchers', 'nearby', position.lat, position.lng],
    queryFn: ({ signal }) => getNearbyVouchers(position, signal),
  });

export function useNearbyVouchers(position: Position | null) {
  return useQuery({ ...nearbyVouchersQueryOptions(position ?? { lat: 0, lng: 0 }), enabled: position !== null });
}
