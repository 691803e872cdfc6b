import type { ConsolePermission } from '@portal/contract/console-permissions';
import type { Team } from '@portal/contract/console-teams';
import type { ActionFields } from '../../../lib/api.ts';

/** A team as its form holds it: names as typed, the ticked permissions and venues. */
export type TeamDraft = {
  id: number | null;
  nameEn: string;
  nameAe: string;
  permissions: ReadonlySet<ConsolePermission>;
  destinationIds: ReadonlySet<number>;
  storeIds: ReadonlySet<number>;
};

export type TeamField = 'name_en' | 'name_ae' | 'permissions' | 'destination_ids' | 'store_ids';

export const emptyTeam: TeamDraft = {
  id: null,
  nameEn: '',
  nameAe: '',
  permissions: new Set(),
  destinationIds: new Set(),
  storeIds: new Set(),
};

export function draftOf(team: Team): TeamDraft {
  return {
    id: team.id,
    nameEn: team.name_en,
    nameAe: team.name_ae,
    permissions: new Set(team.permissions),
    destinationIds: new Set(team.destination_ids),
    storeIds: new Set(team.store_ids),
  };
}

/** `chosen` with `value` ticked or unticked. */
export function toggled<T>(chosen: ReadonlySet<T>, value: T, on: boolean): ReadonlySet<T> {
  const next = new Set(chosen);
  if (on) next.add(value);
  else next.delete(value);
  return next;
}

/** What the browser can tell before sending: both names are needed. The server checks the rest. */
export function teamProblems(draft: TeamDraft): TeamField[] {
  const problems: TeamField[] = [];
  if (!draft.nameEn.trim()) problems.push('name_en');
  if (!draft.nameAe.trim()) problems.push('name_ae');
  return problems;
}

/** The saveTeam fields of a draft: lists as JSON text, as the action's form-encoded fields take them. */
export function teamFields(draft: TeamDraft): ActionFields<'saveTeam'> {
  const sorted = (ids: ReadonlySet<number>) => JSON.stringify([...ids].sort((a, b) => a - b));
  return {
    ...(draft.id !== null ? { id: draft.id } : {}),
    name_en: draft.nameEn.trim(),
    name_ae: draft.nameAe.trim(),
    permissions: JSON.stringify([...draft.permissions]),
    destination_ids: sorted(draft.destinationIds),
    store_ids: sorted(draft.storeIds),
  };
}

/** The form fields a server refusal names (`permissions.0` is the permissions field), known ones only. */
export function refusedFields(fields: Record<string, string> | undefined): TeamField[] {
  const known: readonly TeamField[] = ['name_en', 'name_ae', 'permissions', 'destination_ids', 'store_ids'];
  const named = Object.keys(fields ?? {}).map((key) => key.split('.')[0]!);
  return known.filter((field) => named.includes(field));
}
