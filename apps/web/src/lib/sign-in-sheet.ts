import { useSyncExternalStore } from 'react';

/**
 * The sign-in sheet over the page (decision 073): a page that needs an account at its last step (Book Now, the
 * cart's checkout) asks for it here instead of sending the visitor to /login, so nothing the visitor chose is
 * lost. The app layer shows the sheet (it holds the account forms); the page only says what happens next.
 */
export type SignInMode = 'login' | 'register';

export type SignInRequest = {
  /** a new sheet for each request: a second ask starts from its own first step */
  id: number;
  mode: SignInMode;
  /** runs once the visitor has signed in or registered in the sheet */
  onSignedIn: () => void;
};

let current: SignInRequest | null = null;
let lastId = 0;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Opens the sheet; `onSignedIn` runs after the sign-in, when the sheet has closed. */
export function askToSignIn(options: { mode?: SignInMode; onSignedIn: () => void }): void {
  lastId += 1;
  current = { id: lastId, mode: options.mode ?? 'login', onSignedIn: options.onSignedIn };
  changed();
}

/** Closes the sheet: signed in, the page goes on with what it asked for; dismissed, nothing happens. */
export function closeSignInSheet(signedIn: boolean): void {
  const request = current;
  if (!request) return;
  current = null;
  changed();
  if (signedIn) request.onSignedIn();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The open request, or null when no sheet is asked for. */
export function useSignInRequest(): SignInRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
