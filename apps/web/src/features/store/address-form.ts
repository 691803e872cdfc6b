import { emirates, storeCountry, type Emirate } from '@portal/contract/store';
import type { NewAddressInput } from '@portal/contract/store-addresses';
import { defaultPhonePrefix } from '@portal/domain/identity';
import { isPhoneEmpty } from '../../lib/phone-input.ts';

export type AddressFields = {
  name: string;
  phone: string;
  address: string;
  city: string;
  state: Emirate;
  landmark: string;
};

/** spec part 2 §3, §5: the phone starts at the UAE's code and the state at Dhabi. */
export const emptyAddress: AddressFields = {
  name: '',
  phone: defaultPhonePrefix,
  address: '',
  city: '',
  state: emirates[0],
  landmark: '',
};

export type MissingField = 'name' | 'phone' | 'address';

/** spec part 2 §5: the first required field left empty, in the form's order, for its own alert; null when complete. */
export function missingField(fields: AddressFields): MissingField | null {
  if (!fields.name.trim()) return 'name';
  if (isPhoneEmpty(fields.phone)) return 'phone';
  if (!fields.address.trim()) return 'address';
  return null;
}

/** addAddress's `address` JSON (the country is fixed: spec part 2 §5). */
export function newAddressOf(fields: AddressFields): NewAddressInput {
  return {
    name: fields.name.trim(),
    phone: fields.phone.trim(),
    address: fields.address.trim(),
    city: fields.city.trim(),
    state: fields.state,
    country: storeCountry,
    landmark: fields.landmark.trim(),
  };
}
