/**
 * The console's foundation, as the areas use it (docs/decisions/052): the audit log every operator change
 * writes, the rules every console catalogue shares, the uploaded images they may name, and the end of a
 * person's sessions. The foundation's own actions are `consoleActions`.
 */
export { publicDataChanged, recordChange, type AuditEntry } from '../../lib/audit.ts';
export { checkPictures, claimSlug, flagOf, picturesOf, type NamedPicture, type SlugRules } from './catalogue-rules.ts';
export { isUploadedImage } from './media-service.ts';
export { endSessionsOf } from './operator-accounts.ts';
export { registerAreaWork, type AreaWork } from './home-service.ts';
export { registerAreaSearches, type AreaSearches } from './search-service.ts';
export { consoleActions } from './console-actions.ts';
