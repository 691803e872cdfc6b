import { localized } from '../../../../lib/localized.ts';

/** A team as the operators page offers it. */
export type TeamChoice = { id: number; name_en: string; name_ae: string };

/** A team's name in the page's language. */
export const teamName = (team: TeamChoice) => localized({ name: team.name_en, arabic_name: team.name_ae }, 'name');

/** The teams as a select's options, after an empty "choose a team" option when `placeholder` is given. */
export function TeamOptions({ teams, placeholder }: { teams: readonly TeamChoice[]; placeholder?: string }) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {teams.map((team) => (
        <option key={team.id} value={team.id}>
          {teamName(team)}
        </option>
      ))}
    </>
  );
}
