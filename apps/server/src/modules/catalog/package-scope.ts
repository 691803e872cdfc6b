import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { meals, packages, subPackages, timeSlots, transports } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { inScope, type OperatorScope } from '../../http/operator-access.ts';

/**
 * Decision 060: a team member holding edit_packages works on the packages of their team's destinations only.
 * A package (or one of its extras or time slots) of another destination answers as a missing one does, and a
 * package is created or moved only under a destination of the scope. Admins' scope is everywhere: no check.
 */

const packageNotFound = (field: string) => new AppError('package_not_found', { fields: { [field]: 'no such package' } });

/** Whether the package `packageId` exists and belongs to a destination of `scope`. */
async function packageVisible(db: Database, scope: OperatorScope, packageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.id, packageId), inScope(scope, 'destination', packages.destinationId)));
  return row !== undefined;
}

/** Refuses, as not found (naming `field`), a package outside the caller's destinations. */
export async function checkPackageInScope(db: Database, scope: OperatorScope, packageId: number, field = 'id'): Promise<void> {
  if (scope.all) return;
  if (!(await packageVisible(db, scope, packageId))) throw packageNotFound(field);
}

/** Refuses a destination outside the caller's scope as the package form refuses a missing one. */
export function checkDestinationInScope(scope: OperatorScope, destinationId: number): void {
  if (scope.all || scope.destinationIds.includes(destinationId)) return;
  throw new AppError('invalid_input', { fields: { destination_id: 'no such destination' } });
}

const packageColumnOf = { subPackage: subPackages, meal: meals, transport: transports, timeSlot: timeSlots } as const;

/**
 * Refuses a package's extra or time slot named by its own id when its package is outside the caller's scope,
 * with `notFound`: the error of a missing one.
 */
export async function checkPartInScope(
  db: Database,
  scope: OperatorScope,
  part: keyof typeof packageColumnOf,
  id: number,
  notFound: () => AppError,
): Promise<void> {
  if (scope.all) return;
  const table = packageColumnOf[part];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .innerJoin(packages, eq(packages.id, table.packageId))
    .where(and(eq(table.id, id), inScope(scope, 'destination', packages.destinationId)));
  if (!row) throw notFound();
}
