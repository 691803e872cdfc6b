/**
 * Events the metrics count (docs/decisions/062), noted where they happen in one line and heard by whoever
 * listens in this process: nothing when /metrics is off. A listener that throws is ignored, so counting can
 * never break what is counted.
 */
function channel<T>() {
  const listeners = new Set<(event: T) => void>();
  return {
    note(event: T): void {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch {
          // a metric that cannot be counted is not worth a failed purchase or job
        }
      }
    },
    /** listens until the answer is called */
    observe(listener: (event: T) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * What happened to purchases: held when one is created, confirmed once paid (or free), declined when the
 * provider refused or the buyer cancelled at the provider, expired when its hold ran out, refunded when a
 * refund settled.
 */
export type PurchaseOutcome = 'held' | 'confirmed' | 'declined' | 'expired' | 'refunded';
export const purchaseEvents = channel<{ outcome: PurchaseOutcome; count: number }>();

/** A provider's event as applyPaymentEvent applied it: a hold it released was declined, or expired at the provider. */
export function notePaymentEvent(applied: string, outcome: 'succeeded' | 'failed' | 'cancelled' | 'expired'): void {
  if (applied === 'released') purchaseEvents.note({ outcome: outcome === 'expired' ? 'expired' : 'declined', count: 1 });
}

/** One turn of a periodic job (lib/singleton-job.ts): it ran, another process held its lock, or it threw. */
export type JobOutcome = 'ran' | 'skipped' | 'failed';
export const jobEvents = channel<{ job: string; outcome: JobOutcome }>();
