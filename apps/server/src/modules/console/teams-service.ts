import type { Team } from '@portal/contract/console-teams';
import { consolePermissions, type ConsolePermission } from '@portal/contract/console-permissions';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { destinations, stores, teamDestinations, teamMembers, teams, teamStores } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recordChange } from '../../lib/audit.ts';

type TeamRow = typeof teams.$inferSelect;

/** The teams `where` picks, each with its venues and how many operators belong to it, by English name. */
async function teamsWith(db: Database, ids?: number[]): Promise<Team[]> {
  const rows = await db
    .select()
    .from(teams)
    .where(ids ? inArray(teams.id, ids) : undefined)
    .orderBy(asc(teams.nameEn), asc(teams.id));
  if (rows.length === 0) return [];
  const teamIds = rows.map((r) => r.id);
  const [destinationRows, storeRows, memberRows] = await Promise.all([
    db
      .select()
      .from(teamDestinations)
      .where(inArray(teamDestinations.teamId, teamIds))
      .orderBy(asc(teamDestinations.destinationId)),
    db.select().from(teamStores).where(inArray(teamStores.teamId, teamIds)).orderBy(asc(teamStores.storeId)),
    db
      .select({ teamId: teamMembers.teamId, members: count() })
      .from(teamMembers)
      .where(inArray(teamMembers.teamId, teamIds))
      .groupBy(teamMembers.teamId),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name_en: row.nameEn,
    name_ae: row.nameAe,
    permissions: [...row.permissions],
    destination_ids: destinationRows.filter((d) => d.teamId === row.id).map((d) => d.destinationId),
    store_ids: storeRows.filter((s) => s.teamId === row.id).map((s) => s.storeId),
    members: memberRows.find((m) => m.teamId === row.id)?.members ?? 0,
  }));
}

/** consoleTeams: every team, and the destinations and stores a team may be given. */
export async function consoleTeams(db: Database) {
  const [data, destinationChoices, storeChoices] = await Promise.all([
    teamsWith(db),
    db
      .select({ id: destinations.id, name: destinations.name, arabic_name: destinations.arabicName })
      .from(destinations)
      .orderBy(asc(destinations.name), asc(destinations.id)),
    db
      .select({ id: stores.id, name: stores.storeName, arabic_name: stores.arabicStoreName })
      .from(stores)
      .orderBy(asc(stores.storeName), asc(stores.id)),
  ]);
  return { data, destinations: destinationChoices, stores: storeChoices };
}

export type TeamDraft = {
  id?: number | undefined;
  name_en: string;
  name_ae: string;
  permissions: ConsolePermission[];
  destination_ids: number[];
  store_ids: number[];
};

/** What the audit log keeps of a team. */
const auditedTeam = (team: Team) => ({
  name_en: team.name_en,
  name_ae: team.name_ae,
  permissions: team.permissions,
  destination_ids: team.destination_ids,
  store_ids: team.store_ids,
});

/** The ids of `wanted` that `table` lacks, as the invalid_input fields of `field`. */
async function refuseUnknown(tx: Database, field: string, wanted: number[], known: (ids: number[]) => Promise<{ id: number }[]>) {
  if (wanted.length === 0) return;
  const found = new Set((await known(wanted)).map((r) => r.id));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError('invalid_input', { fields: { [field]: `no such id: ${missing.join(', ')}` } });
}

/**
 * saveTeam: creates a team (no id) or replaces one's names, permissions and venues, in one transaction with its
 * audit entry. Members act on the new venues from their next request (the dispatcher reads access afresh).
 */
export async function saveTeam(db: Database, operatorId: number, draft: TeamDraft): Promise<Team> {
  const destinationIds = [...new Set(draft.destination_ids)].sort((a, b) => a - b);
  const storeIds = [...new Set(draft.store_ids)].sort((a, b) => a - b);
  // in the catalogue's order, once each
  const permissions = consolePermissions.filter((p) => draft.permissions.includes(p));
  const id = await db.transaction(async (tx) => {
    await refuseUnknown(tx, 'destination_ids', destinationIds, (ids) =>
      tx.select({ id: destinations.id }).from(destinations).where(inArray(destinations.id, ids)),
    );
    await refuseUnknown(tx, 'store_ids', storeIds, (ids) =>
      tx.select({ id: stores.id }).from(stores).where(inArray(stores.id, ids)),
    );
    let before: Team | null = null;
    let row: TeamRow;
    const values = { nameEn: draft.name_en, nameAe: draft.name_ae, permissions };
    if (draft.id === undefined) {
      [row] = (await tx.insert(teams).values(values).returning()) as [TeamRow];
    } else {
      const [locked] = await tx.select().from(teams).where(eq(teams.id, draft.id)).for('update');
      if (!locked) throw new AppError('not_found');
      [before] = (await teamsWith(tx, [locked.id])) as [Team];
      [row] = (await tx.update(teams).set(values).where(eq(teams.id, locked.id)).returning()) as [TeamRow];
      await tx.delete(teamDestinations).where(eq(teamDestinations.teamId, row.id));
      await tx.delete(teamStores).where(eq(teamStores.teamId, row.id));
    }
    if (destinationIds.length > 0) {
      await tx.insert(teamDestinations).values(destinationIds.map((destinationId) => ({ teamId: row.id, destinationId })));
    }
    if (storeIds.length > 0) await tx.insert(teamStores).values(storeIds.map((storeId) => ({ teamId: row.id, storeId })));
    const [after] = (await teamsWith(tx, [row.id])) as [Team];
    await recordChange(tx, {
      operatorId,
      action: 'saveTeam',
      entity: 'team',
      entityId: row.id,
      before: before && auditedTeam(before),
      after: auditedTeam(after),
    });
    return row.id;
  });
  const [saved] = await teamsWith(db, [id]);
  return saved!;
}

/** deleteTeam: a team no operator belongs to is deleted with its venues; one with members answers team_in_use. */
export async function deleteTeam(db: Database, operatorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(teams).where(eq(teams.id, id)).for('update');
    if (!locked) throw new AppError('not_found');
    const [before] = (await teamsWith(tx, [id])) as [Team];
    if (before.members > 0) throw new AppError('team_in_use');
    await tx.delete(teams).where(eq(teams.id, id));
    await recordChange(tx, {
      operatorId,
      action: 'deleteTeam',
      entity: 'team',
      entityId: id,
      before: auditedTeam(before),
      after: null,
    });
  });
}
