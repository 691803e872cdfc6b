import { z } from 'zod';
import { normalizeMobile } from '@portal/domain/identity';
import { defineAction } from './action.ts';
import { jsonText, multilineText, nameText, text } from './common.ts';
import { addressSchema, emirates, storeCountry, storeLimits } from './store.ts';

/**
 * The store's new delivery address, apart from the rest of the store's contract: its phone is read by the
 * phone-number library, which the store's pages then load only with the address form
 * (docs/decisions/072-lists-at-scale.md).
 */

/** A required text field left out reads as empty, so it gets the field's own alert rather than a type error. */
const missingAsEmpty = <T extends z.ZodType>(inner: T) => z.preprocess((v) => (v === undefined || v === null ? '' : v), inner);

/** addAddress's `address` JSON text; the three required fields carry the specification's alerts (spec part 2 §5). */
export const newAddressSchema = z.object({
  name: missingAsEmpty(nameText().trim().min(1, 'Please enter name to proceed').max(120)),
  /** any spelling of a mobile number, a UAE one without its country code (spec part 2 §5), kept as E.164 */
  phone: missingAsEmpty(
    text()
      .trim()
      .min(1, 'Please enter phone number to proceed')
      .max(32)
      .refine((v) => v === '' || normalizeMobile(v) !== null, 'Please Enter Valid Phone')
      .transform((v) => normalizeMobile(v) ?? v),
  ),
  address: missingAsEmpty(multilineText().trim().min(1, 'Please enter address to proceed').max(300)),
  city: text().trim().max(100).default(''),
  state: z.enum(emirates).default('Dhabi'),
  /** read-only in the form: only the United Arab Emirates is shipped to */
  country: z.literal(storeCountry).default(storeCountry),
  landmark: text().trim().max(200).default(''),
});
export type NewAddressInput = z.input<typeof newAddressSchema>;

export const addAddressAction = defineAction({
  name: 'addAddress',
  auth: 'user',
  summary: `Saves a delivery address (address: JSON text of name, phone, address, city, state — one of the seven emirates, default Dhabi — landmark; the country is always ${storeCountry}); at most ${storeLimits.addresses} per user. Answers the new address and the whole list.`,
  input: z.object({ address: jsonText(newAddressSchema) }),
  output: z.object({ data: addressSchema, addresses: z.array(addressSchema) }),
  cacheSeconds: 0,
});

export const storeAddressActions = [addAddressAction] as const;
