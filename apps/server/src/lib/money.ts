/** Integer fils to AED for the wire (spec: currency AED). Exact: fils are integers, AED has two decimals. */
export function filsToAed(fils: number): number;
export function filsToAed(fils: number | null): number | null;
export function filsToAed(fils: number | null): number | null {
  return fils === null ? null : Math.round(fils) / 100;
}

/** AED as an operator typed it (at most two decimals, checked by the contract) to integer fils for the database. */
export function aedToFils(aed: number): number;
export function aedToFils(aed: number | null): number | null;
export function aedToFils(aed: number | null): number | null {
  return aed === null ? null : Math.round(aed * 100);
}
