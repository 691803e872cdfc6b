/**
 * Type-level checks of the request layer, compiled by `npm run typecheck` and never run: an action's name, its
 * fields and its answer all come from the contract, so a wrong name or a wrong field does not compile.
 */
import type { PackageDetails } from '@portal/contract/discovery';
import { callAction, type ActionData, type ActionFields } from './api.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(proof: Equal<A, B>) => proof;

export async function checks() {
  // the answer is inferred from the action's output schema
  const details = await callAction('packagesDetails', { slug: 'al-qasba' }, { method: 'GET' });
  if (details.success === 1) same<typeof details.data, PackageDetails>(true);
  same<ActionData<'packagesDetails'>['data'], PackageDetails>(true);

  // @ts-expect-error: no such action in the contract
  await callAction('packageDetails', { slug: 'al-qasba' });
  // @ts-expect-error: a field the action does not take
  await callAction('packagesDetails', { slug: 'al-qasba', id: 3 });
  // @ts-expect-error: a required field left out
  await callAction('packagesDetails', {});
  // @ts-expect-error: a field of the wrong type (the slug is text)
  await callAction('packagesDetails', { slug: 3 });
  // @ts-expect-error: an action without fields takes none
  await callAction('logout', { token: 'x' }, { auth: true });
  // @ts-expect-error: an id is a number or its digits, never a boolean
  await callAction('deleteSlider', { id: true }, { auth: true });

  // a JSON field takes its JSON text, and a field that may be blank may be left out
  same<
    ActionFields<'saveTeam'>,
    {
      id?: string | number | null;
      name_en: string;
      name_ae: string;
      permissions: string;
      destination_ids: string;
      store_ids: string;
    }
  >(true);
}
