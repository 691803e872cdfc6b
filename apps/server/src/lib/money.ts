/** Integer fils to AED for the wire (spec: currency AED). Exact: fils are integers, AED has two decimals. */
export function filsToAed(fils: number): number;
export function filsToAed(fils: number | null): number | null;
export function filsToAed(fils: number | null): number | null {
  return fils === null ? null : Math.round(fils) / 100;
}
