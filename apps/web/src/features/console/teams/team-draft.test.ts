import { describe, expect, it } from 'vitest';
import { draftOf, emptyTeam, refusedFields, teamFields, teamProblems, toggled } from './team-draft.ts';

describe('the team form', () => {
  const team = {
    id: 4,
    name_en: 'Front desk',
    name_ae: 'مكتب الاستقبال',
    permissions: ['check_in' as const],
    destination_ids: [3],
    store_ids: [],
    members: 2,
  };

  it('needs both names before it sends anything', () => {
    expect(teamProblems(emptyTeam)).toEqual(['name_en', 'name_ae']);
    expect(teamProblems({ ...emptyTeam, nameEn: ' Desk ', nameAe: 'مكتب' })).toEqual([]);
  });

  it('sends a team as saveTeam takes it: trimmed names, lists as JSON text, ids in order', () => {
    const draft = { ...draftOf(team), nameEn: ' Gate ', destinationIds: toggled(new Set([9, 3]), 1, true) };
    expect(teamFields(draft)).toEqual({
      id: 4,
      name_en: 'Gate',
      name_ae: 'مكتب الاستقبال',
      permissions: '["check_in"]',
      destination_ids: '[1,3,9]',
      store_ids: '[]',
    });
    expect(teamFields(emptyTeam)).not.toHaveProperty('id');
  });

  it('unticks a choice', () => {
    expect([...toggled(new Set([1, 2]), 1, false)]).toEqual([2]);
  });

  it('maps the fields a refusal names onto the form, a list item onto its list', () => {
    expect(refusedFields({ 'permissions.0': 'Invalid option', store_ids: 'no such id: 9', other: 'x' })).toEqual([
      'permissions',
      'store_ids',
    ]);
    expect(refusedFields(undefined)).toEqual([]);
  });
});
