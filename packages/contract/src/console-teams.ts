import { z } from 'zod';
import { defineAction } from './action.ts';
import { emptyIsAbsent, idInput, jsonText, nameText } from './common.ts';
import { consolePermissionSchema } from './console-permissions.ts';

/** Operators' teams (decision 049): a team's names, permissions and venues; admins run them. */

export const teamSchema = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_ae: z.string(),
  permissions: z.array(consolePermissionSchema),
  destination_ids: z.array(z.number().int()),
  store_ids: z.array(z.number().int()),
  /** how many operators belong to it */
  members: z.number().int(),
});
export type Team = z.infer<typeof teamSchema>;

const venueChoice = z.object({ id: z.number().int(), name: z.string(), arabic_name: z.string() });

export const consoleTeamsAction = defineAction({
  name: 'consoleTeams',
  auth: 'admin',
  summary: 'Every team by English name, with the destinations and stores a team may be given.',
  input: z.object({}),
  output: z.object({ data: z.array(teamSchema), destinations: z.array(venueChoice), stores: z.array(venueChoice) }),
  cacheSeconds: 0,
});

export const saveTeamAction = defineAction({
  name: 'saveTeam',
  auth: 'admin',
  summary:
    'Creates a team (no id) or replaces one: names in both languages, permissions, destinations and stores. ' +
    'Unknown destinations or stores answer invalid_input. Audited.',
  input: z.object({
    id: emptyIsAbsent(idInput),
    name_en: nameText().trim().min(1).max(100),
    name_ae: nameText().trim().min(1).max(100),
    permissions: jsonText(z.array(consolePermissionSchema).max(20)),
    destination_ids: jsonText(z.array(idInput).max(500)),
    store_ids: jsonText(z.array(idInput).max(500)),
  }),
  output: z.object({ data: teamSchema }),
  cacheSeconds: 0,
});

export const deleteTeamAction = defineAction({
  name: 'deleteTeam',
  auth: 'admin',
  summary: 'Deletes a team no operator belongs to; one with members answers team_in_use. Audited.',
  input: z.object({ id: idInput }),
  output: z.object({ deleted: z.literal(1) }),
  cacheSeconds: 0,
});

export const consoleTeamActions = [consoleTeamsAction, saveTeamAction, deleteTeamAction] as const;
