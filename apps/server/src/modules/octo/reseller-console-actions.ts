import {
  consoleResellerAction,
  consoleResellersAction,
  revokeResellerAction,
  rotateResellerKeyAction,
  saveResellerAction,
} from '@portal/contract/console-resellers';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import {
  consoleReseller,
  listConsoleResellers,
  revokeConsoleReseller,
  rotateResellerKey,
  saveReseller,
} from './reseller-console-service.ts';

/** The console's OCTO resellers (decision 061): admins only, each change audited. */
export const resellerConsoleActions: BoundAction[] = [
  bindAction(consoleResellersAction, (input, ctx) => listConsoleResellers(ctx.db, input)),
  bindAction(consoleResellerAction, (input, ctx) => consoleReseller(ctx.db, input.id)),
  bindAction(saveResellerAction, (input, ctx) => saveReseller(ctx.db, requireUser(ctx).id, ctx.now, input)),
  bindAction(rotateResellerKeyAction, (input, ctx) => rotateResellerKey(ctx.db, requireUser(ctx).id, input.id)),
  bindAction(revokeResellerAction, async (input, ctx) => ({
    data: await revokeConsoleReseller(ctx.db, requireUser(ctx).id, ctx.now, input.id),
  })),
];
