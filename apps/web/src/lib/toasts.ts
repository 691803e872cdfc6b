import { useSyncExternalStore } from 'react';
import type { ExternalToast, toast } from 'sonner';

type Sonner = { toast: typeof toast };

let sonner: Promise<Sonner> | null = null;
const subscribers = new Set<() => void>();

/**
 * sonner (about 9 KB gzip) is downloaded with the first toast rather than with every page; it shows
 * toasts raised before its Toaster mounted, so nothing is lost while it loads.
 */
function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const notify of subscribers) notify();
  }
  return sonner;
}

export function showToast(kind: 'error' | 'success', message: string, options?: ExternalToast): void {
  loadSonner().then(
    ({ toast }) => toast[kind](message, options),
    () => undefined,
  );
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** True once a toast has been asked for, i.e. when the Toaster is worth rendering. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => sonner !== null,
    () => false,
  );
}
