/** spec part 1 §9: a list reaches its end for loading once the reader has scrolled past 85 % of the page's height. */
export const loadMoreAtDepth = 0.85;

/** Whether the bottom of the viewport has passed `depth` (0–1) of the page's height. */
export function pastDepth(view: { scrollY: number; viewportHeight: number; pageHeight: number }, depth: number): boolean {
  if (view.pageHeight <= 0) return false;
  return (view.scrollY + view.viewportHeight) / view.pageHeight >= depth;
}
