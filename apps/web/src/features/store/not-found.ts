import { ActionError } from '../../lib/api.ts';

/** A failed load the server answered with 404: an unknown store, collection, designer, tag or page slug. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ActionError && error.failure.status === 404;
}
