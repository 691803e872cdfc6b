/**
 * Search text: what a searched text and a search term are both folded to before one is looked for in
 * the other, so that the ways people write the same word meet (docs/decisions/028-search-and-pages.md).
 * The SQL function `portal_search_text` (server migration 0006) is its mirror, letter for letter: the
 * server stores the folded texts in indexed columns and folds the term here.
 */

/** Markup in rich texts (descriptions are HTML): a search for "strong" must not find every bold word. */
const htmlTag = /<[^>]*>/g;
/**
 * Arabic marks few searchers type: tashkeel (fathatan to sukun and the marks after them, U+064B–U+065F,
 * hamza above and below among them), the superscript alef (U+0670) and the tatweel that stretches words (U+0640).
 */
const arabicMarks = /[\u064B-\u065F\u0670\u0640]/g;
/**
 * Letter forms typed either way: alef with hamza above or below, with madda, and alef wasla read as bare
 * alef; alef maqsura as yaa; taa marbuta as haa (مدرسة and مدرسه, مستشفى and مستشفي).
 */
const arabicForms: Readonly<Record<string, string>> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
};
const arabicForm = /[أإآٱىة]/g;
const asciiCapital = /[A-Z]/g;

/**
 * Folds a text for search. Only A–Z are lower-cased here: the stored text must not depend on a database
 * server's locale, and the search compares with ILIKE, which folds the case of other scripts itself.
 */
export function searchText(value: string): string {
  return value
    .replace(htmlTag, ' ')
    .replace(asciiCapital, (letter) => letter.toLowerCase())
    .replace(arabicMarks, '')
    .replace(arabicForm, (letter) => arabicForms[letter] ?? letter);
}
