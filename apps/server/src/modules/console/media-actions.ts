import type { BoundAction } from '../../http/actions.ts';

export const mediaActions: BoundAction[] = [];
