/** The traveller's wishlist of experiences (decision 063): their own list of packages, kept in the account. */
export { wishlistActions } from './wishlist-actions.ts';
