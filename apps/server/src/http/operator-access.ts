import type { ConsolePermission } from '@portal/contract/console-permissions';
import { consolePermissions, moderatorPermissions } from '@portal/contract/console-permissions';
import { eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { teamDestinations, teamMembers, teams, teamStores } from '../db/schema/index.ts';

/** The venues an operator acts on (decision 049): all of them, or their team's destinations and stores. */
export type OperatorScope = { all: true } | { all: false; destinationIds: number[]; storeIds: number[] };

/**
 * What an operator may do: admins every permission on every venue, moderators the daily work's on every venue
 * (not edit_packages, decision 060), a member their team's on its venues.
 */
export type OperatorAccess = { permissions: readonly ConsolePermission[]; scope: OperatorScope };

export const everywhere: OperatorAccess = { permissions: consolePermissions, scope: { all: true } };

const moderating: OperatorAccess = { permissions: moderatorPermissions, scope: { all: true } };

/** Nothing anywhere: a member whose team row is missing acts on no venue. */
const nowhere: OperatorAccess = { permissions: [], scope: { all: false, destinationIds: [], storeIds: [] } };

/** The access of the operator `userId` with the staff role `staffRole`, read afresh for each operator request. */
export async function operatorAccess(db: Database, userId: number, staffRole: string | null): Promise<OperatorAccess> {
  if (staffRole === 'moderator') return moderating;
  if (staffRole !== 'member') return everywhere;
  const [team] = await db
    .select({ id: teams.id, permissions: teams.permissions })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId));
  if (!team) return nowhere;
  const [destinationRows, storeRows] = await Promise.all([
    db.select({ id: teamDestinations.destinationId }).from(teamDestinations).where(eq(teamDestinations.teamId, team.id)),
    db.select({ id: teamStores.storeId }).from(teamStores).where(eq(teamStores.teamId, team.id)),
  ]);
  return {
    permissions: consolePermissions.filter((p) => team.permissions.includes(p)),
    scope: { all: false, destinationIds: destinationRows.map((r) => r.id), storeIds: storeRows.map((r) => r.id) },
  };
}

/**
 * The one condition every scoped read and change adds: `column` (a destination id or a store id) is one of the
 * scope's venues of that kind. Undefined (no condition) for the whole portal; false for a scope with none, so a
 * member of a team without stores sees no store rows. A row whose venue is null belongs to no team.
 */
export function inScope(scope: OperatorScope, venue: 'destination' | 'store', column: AnyColumn): SQL | undefined {
  if (scope.all) return undefined;
  const ids = venue === 'destination' ? scope.destinationIds : scope.storeIds;
  return ids.length > 0 ? inArray(column, ids) : sql`false`;
}
