import { parseStoredFlow, selectionStorageKey, type FlowState } from './flow-state.ts';

/**
 * The selection in sessionStorage, per package (spec part 1 §2: a visitor sent to sign in comes back to
 * the same selection). sessionStorage throws in some private modes; then the selection is simply not kept.
 */
function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const resumeKey = (packageId: number) => `${selectionStorageKey(packageId)}:resume`;

export function readStoredFlow(packageId: number, stepCount: number): FlowState | null {
  try {
    return parseStoredFlow(session()?.getItem(selectionStorageKey(packageId)) ?? null, stepCount);
  } catch {
    return null;
  }
}

/** Keeps the flow; `resume` reopens the summary when the visitor comes back from signing in. */
export function storeFlow(packageId: number, state: FlowState, options: { resume?: boolean } = {}): void {
  try {
    session()?.setItem(selectionStorageKey(packageId), JSON.stringify(state));
    if (options.resume) session()?.setItem(resumeKey(packageId), '1');
  } catch {
    return;
  }
}

export function readResume(packageId: number): boolean {
  try {
    return session()?.getItem(resumeKey(packageId)) === '1';
  } catch {
    return false;
  }
}

export function clearResume(packageId: number): void {
  try {
    session()?.removeItem(resumeKey(packageId));
  } catch {
    return;
  }
}

export function clearStoredFlow(packageId: number): void {
  try {
    session()?.removeItem(selectionStorageKey(packageId));
    session()?.removeItem(resumeKey(packageId));
  } catch {
    return;
  }
}
