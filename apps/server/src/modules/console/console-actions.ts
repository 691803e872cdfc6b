import type { BoundAction } from '../../http/actions.ts';
import { operatorConsoleActions } from './operators-actions.ts';
import { mediaActions } from './media-actions.ts';
import { postcardCatalogueActions } from './postcard-catalogue-actions.ts';

/** The operators' console (issue 15): operators, the audit log, uploaded images, and the catalogues it runs. */
export const consoleActions: BoundAction[] = [...operatorConsoleActions, ...mediaActions, ...postcardCatalogueActions];
