/** `?invoice=12` narrows the list to one invoice's tickets (the link from /invoics); anything else shows all. */
export function invoiceFilter(search: URLSearchParams): number | null {
  const value = search.get('invoice');
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
