import {
  consolePackageExtrasAction,
  deleteMealAction,
  deleteSubPackageAction,
  deleteTransportAction,
  saveMealAction,
  savePackageOptionListAction,
  saveSubPackageAction,
  saveTransportAction,
} from '@portal/contract/console-package-extras';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { publicDataChanged } from '../console/index.ts';
import { checkPackageInScope, checkPartInScope } from './package-scope.ts';
import {
  addOnNotFound,
  consolePackageExtras,
  deleteMeal,
  deleteSubPackage,
  deleteTransport,
  saveMeal,
  savePackageOptionList,
  saveSubPackage,
  saveTransport,
} from './package-extras-console-service.ts';

/**
 * A package's sub-packages, meals, transports and option list (decision 035). Admins, and team members with
 * edit_packages on the package's destination (decision 060); packagesDetails shows each change at once.
 */
export const packageExtraConsoleActions: BoundAction[] = [
  bindAction(consolePackageExtrasAction, async (input, ctx) => {
    await checkPackageInScope(ctx.db, ctx.scope, input.package_id, 'package_id');
    return { data: await consolePackageExtras(ctx.db, input.package_id) };
  }),
  bindAction(saveSubPackageAction, async (input, ctx) => {
    await checkPackageInScope(ctx.db, ctx.scope, input.package_id, 'package_id');
    const data = await saveSubPackage(ctx.db, requireUser(ctx).id, input);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(deleteSubPackageAction, async (input, ctx) => {
    await checkPartInScope(ctx.db, ctx.scope, 'subPackage', input.id, addOnNotFound);
    await deleteSubPackage(ctx.db, requireUser(ctx).id, input.id);
    await publicDataChanged(ctx);
    return { deleted: 1 as const };
  }),
  bindAction(saveMealAction, async (input, ctx) => {
    await checkPackageInScope(ctx.db, ctx.scope, input.package_id, 'package_id');
    const data = await saveMeal(ctx.db, requireUser(ctx).id, input);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(deleteMealAction, async (input, ctx) => {
    await checkPartInScope(ctx.db, ctx.scope, 'meal', input.id, addOnNotFound);
    await deleteMeal(ctx.db, requireUser(ctx).id, input.id);
    await publicDataChanged(ctx);
    return { deleted: 1 as const };
  }),
  bindAction(saveTransportAction, async (input, ctx) => {
    await checkPackageInScope(ctx.db, ctx.scope, input.package_id, 'package_id');
    const data = await saveTransport(ctx.db, requireUser(ctx).id, input);
    await publicDataChanged(ctx);
    return { data };
  }),
  bindAction(deleteTransportAction, async (input, ctx) => {
    await checkPartInScope(ctx.db, ctx.scope, 'transport', input.id, addOnNotFound);
    await deleteTransport(ctx.db, requireUser(ctx).id, input.id);
    await publicDataChanged(ctx);
    return { deleted: 1 as const };
  }),
  bindAction(savePackageOptionListAction, async (input, ctx) => {
    await checkPackageInScope(ctx.db, ctx.scope, input.package_id, 'package_id');
    const data = await savePackageOptionList(ctx.db, requireUser(ctx).id, input);
    await publicDataChanged(ctx);
    return { data };
  }),
];
