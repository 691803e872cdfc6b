import { carrierInput, trackingNumberInput, trackingUrlInput } from '@portal/contract/store';
import { knownCarriers, trackingUrlFor } from '@portal/domain/shipment';

/** The carrier select's value for a carrier not in the list, whose name is then typed. */
export const otherCarrier = 'other';

export const carrierChoices: readonly string[] = knownCarriers.map((c) => c.name);

/** What the ship dialog holds: the carrier chosen (a listed name, `other` or ""), the typed name, number and address. */
export type ShipmentDraft = { carrier: string; otherName: string; trackingNumber: string; trackingUrl: string };
export type ShipmentField = keyof ShipmentDraft;
/** Each field's problem as the last part of its text key (backoffice.store_orders.ship.problems.*). */
export type ShipmentProblems = Partial<Record<ShipmentField, 'carrier' | 'other_name' | 'tracking_number' | 'tracking_url'>>;

export const emptyShipment: ShipmentDraft = { carrier: '', otherName: '', trackingNumber: '', trackingUrl: '' };

function carrierName(draft: ShipmentDraft): string {
  return draft.carrier === otherCarrier ? draft.otherName.trim() : draft.carrier;
}

/**
 * What keeps the draft from being sent, by the contract's own rules: the console always asks for the carrier
 * and the tracking number when shipping (the server would take neither, for clients of the specification).
 */
export function shipmentProblems(draft: ShipmentDraft): ShipmentProblems {
  const problems: ShipmentProblems = {};
  if (draft.carrier === '') problems.carrier = 'carrier';
  else if (draft.carrier === otherCarrier && !carrierInput.safeParse(draft.otherName).success) problems.otherName = 'other_name';
  if (!trackingNumberInput.safeParse(draft.trackingNumber).success) problems.trackingNumber = 'tracking_number';
  if (draft.trackingUrl.trim() !== '' && !trackingUrlInput.safeParse(draft.trackingUrl).success)
    problems.trackingUrl = 'tracking_url';
  return problems;
}

/** The tracking address the server will make when none is typed: a listed carrier's page for the number, or null. */
export function madeTrackingUrl(draft: ShipmentDraft): string | null {
  const number = trackingNumberInput.safeParse(draft.trackingNumber);
  return number.success ? trackingUrlFor(carrierName(draft), number.data) : null;
}

/** The action's shipment fields for a draft without problems. */
export function shipmentFields(draft: ShipmentDraft): { carrier: string; tracking_number: string; tracking_url?: string } {
  const url = draft.trackingUrl.trim();
  return { carrier: carrierName(draft), tracking_number: draft.trackingNumber, ...(url ? { tracking_url: url } : {}) };
}

/** The fields a 400 named, as the dialog's problems (a refused carrier is the typed one when "other" was chosen). */
export function refusedShipmentProblems(refused: Record<string, string>, draft: ShipmentDraft): ShipmentProblems {
  return {
    ...(refused.carrier ? (draft.carrier === otherCarrier ? { otherName: 'other_name' } : { carrier: 'carrier' }) : {}),
    ...(refused.tracking_number ? { trackingNumber: 'tracking_number' } : {}),
    ...(refused.tracking_url ? { trackingUrl: 'tracking_url' } : {}),
  } satisfies ShipmentProblems;
}
