/** Marketing events of the specification (part 1 §2, part 2 §4). */
export type MarketingEvent = 'ViewContent' | 'InitiateCheckout' | 'Purchase';

type DataLayerHost = { dataLayer?: unknown[] };

/**
 * Queues an event on `window.dataLayer`, creating it if needed. A tag manager may read the queue;
 * nothing here loads a third-party script, so the site works without one.
 */
export function track(event: MarketingEvent, payload: Record<string, unknown> = {}): void {
  const host = globalThis as DataLayerHost;
  host.dataLayer ??= [];
  host.dataLayer.push({ event, ...payload });
}
