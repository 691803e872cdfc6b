import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

/**
 * Preact sets an element's attributes in the order its JSX lists them, and a browser starts fetching an
 * image the moment its `src` is set: a `loading="lazy"` set after it comes too late (the picture far below
 * the screen downloads at once), and every `srcSet` or `sizes` set after it makes the browser choose again.
 * So in every `<img>` of the app, `src` comes after `loading`, `sizes` and `srcSet`.
 */
const source = path.resolve(import.meta.dirname, '..');

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(file);
    return entry.name.endsWith('.tsx') ? [file] : [];
  });
}

/** The attribute names of each `<img …/>` in a file, in order, with the line it starts on. */
function imageTags(text: string): { line: number; attributes: string[] }[] {
  const tags: { line: number; attributes: string[] }[] = [];
  for (const match of text.matchAll(/<img\b([\s\S]*?)\/>/g)) {
    const attributes = [...match[1]!.matchAll(/(?:^|\s)([A-Za-z][\w-]*)=/g)].map((m) => m[1]!);
    tags.push({ line: text.slice(0, match.index).split('\n').length, attributes });
  }
  return tags;
}

test('the reader finds the attributes of an image tag in order', () => {
  const tags = imageTags('<div>\n  <img\n    className="a"\n    src={url}\n    loading="lazy"\n  />\n</div>');
  expect(tags).toEqual([{ line: 2, attributes: ['className', 'src', 'loading'] }]);
});

test('every <img> sets src after loading, sizes and srcSet', () => {
  const late: string[] = [];
  let images = 0;
  for (const file of tsxFiles(source)) {
    for (const { line, attributes } of imageTags(fs.readFileSync(file, 'utf8'))) {
      images += 1;
      const src = attributes.indexOf('src');
      if (src < 0) continue;
      const after = attributes.slice(src + 1).filter((name) => ['loading', 'sizes', 'srcSet'].includes(name));
      if (after.length > 0) late.push(`${path.relative(source, file)}:${line} sets ${after.join(', ')} after src`);
    }
  }
  expect(images).toBeGreaterThan(20);
  expect(late).toEqual([]);
});
