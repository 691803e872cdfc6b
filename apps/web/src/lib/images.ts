/**
 * Image URLs of the resizer (spec part 1 §7: `/files/<path>?w=380&h=500`): one implementation in the contract,
 * shared with the server's preloads (apps/server/src/http/page-meta.ts).
 */
export { imageUrl, resizedImage, resizedSrcSet } from '@portal/contract/images';
