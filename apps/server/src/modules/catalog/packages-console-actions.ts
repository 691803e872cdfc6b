import {
  consolePackageAction,
  consolePackageChoicesAction,
  consolePackagesAction,
  deletePackageAction,
  savePackageAction,
} from '@portal/contract/console-packages';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { publicDataChanged } from '../console/index.ts';
import {
  deletePackage,
  listConsolePackages,
  packageChoices,
  readConsolePackage,
  savePackage,
} from './packages-console-service.ts';
import { checkDestinationInScope, checkPackageInScope } from './package-scope.ts';

/**
 * Packages: every field of spec part 1 §3 Package (decision 035). Admins, and team members with edit_packages
 * on their destinations' packages (decision 060); the public packages, packagesDetails, HomeData and search
 * answers show each change at once.
 */
export const packageConsoleActions: BoundAction[] = [
  bindAction(consolePackagesAction, async ({ page, per_page, ...filters }, ctx) => ({
    ...(await listConsolePackages(ctx.db, { ...filters, page, perPage: per_page }, ctx.scope)),
    page,
    per_page,
  })),
  bindAction(consolePackageChoicesAction, async (_input, ctx) => packageChoices(ctx.db, ctx.config.SITE_NAME, ctx.scope)),
  bindAction(consolePackageAction, async ({ id }, ctx) => {
    await checkPackageInScope(ctx.db, ctx.scope, id);
    return { data: await readConsolePackage(ctx.db, id, ctx.now) };
  }),
  bindAction(savePackageAction, async (input, ctx) => {
    if (input.id !== undefined) await checkPackageInScope(ctx.db, ctx.scope, input.id);
    checkDestinationInScope(ctx.scope, input.destination_id);
    const id = await savePackage(ctx.db, requireUser(ctx).id, input, { now: ctx.now, language: ctx.language });
    await publicDataChanged(ctx);
    return { data: await readConsolePackage(ctx.db, id, ctx.now) };
  }),
  bindAction(deletePackageAction, async ({ id }, ctx) => {
    await checkPackageInScope(ctx.db, ctx.scope, id);
    await deletePackage(ctx.db, requireUser(ctx).id, id);
    await publicDataChanged(ctx);
    return { deleted: 1 as const };
  }),
];
