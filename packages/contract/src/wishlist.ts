import { z } from 'zod';
import { defineAction } from './action.ts';
import { packageCardSchema } from './catalog.ts';
import { idInput, jsonText, noInput } from './common.ts';

/**
 * The signed-in traveller's wishlist of experiences (decision 063, our addition): packages kept for later,
 * one entry per package, each list only its owner's. Adding twice or removing what is not there changes
 * nothing and answers the same.
 */

/** Most packages a wishlist keeps, and most a sign-in merges from the browser's own list. */
export const wishlistLimit = 100;

/** The package ids on the wishlist after the change, newest first. */
const wishlistIds = z.object({ data: z.array(z.number().int()) });

export const wishlistListAction = defineAction({
  name: 'wishlistList',
  auth: 'user',
  summary:
    "The signed-in user's wishlist, newest first, as package cards; a package that was disabled since it was added is left out.",
  input: noInput,
  output: z.object({ data: z.array(packageCardSchema) }),
  cacheSeconds: 0,
});

export const wishlistAddAction = defineAction({
  name: 'wishlistAdd',
  auth: 'user',
  summary:
    "Adds a package to the signed-in user's wishlist (once: adding it again changes nothing). An unknown or disabled package is package_not_found. Answers the wishlist's package ids.",
  input: z.object({ package_id: idInput }),
  output: wishlistIds,
  cacheSeconds: 0,
});

export const wishlistRemoveAction = defineAction({
  name: 'wishlistRemove',
  auth: 'user',
  summary:
    "Removes a package from the signed-in user's wishlist; removing one that is not on it changes nothing. Answers the wishlist's package ids.",
  input: z.object({ package_id: idInput }),
  output: wishlistIds,
  cacheSeconds: 0,
});

export const wishlistMergeAction = defineAction({
  name: 'wishlistMerge',
  auth: 'user',
  summary:
    'Adds the packages a visitor hearted before signing in (package_ids: a JSON list of at most 100 ids) to the wishlist; ' +
    "ones already on it, unknown or disabled ones are passed over. Answers the wishlist's package ids.",
  input: z.object({ package_ids: jsonText(z.array(idInput).max(wishlistLimit)) }),
  output: wishlistIds,
  cacheSeconds: 0,
});

export const wishlistActions = [wishlistListAction, wishlistAddAction, wishlistRemoveAction, wishlistMergeAction] as const;
