export type LegalBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const numberedHeading = /^\d+\.\s+\S/;
const bullet = /^[-•]\s+/;

/**
 * The About, Terms and Privacy texts are plain text operators write in the console: blocks separated by blank
 * lines. A one-line block starting with a number ("3. Payments") is a heading, a block of "- " lines a
 * list, anything else a paragraph whose lines join with spaces.
 */
export function legalBlocks(text: string): LegalBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map((lines): LegalBlock => {
      if (lines.length === 1 && numberedHeading.test(lines[0]!)) return { kind: 'heading', text: lines[0]! };
      if (lines.every((line) => bullet.test(line))) return { kind: 'list', items: lines.map((line) => line.replace(bullet, '')) };
      return { kind: 'paragraph', text: lines.join(' ') };
    });
}
