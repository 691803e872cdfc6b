import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { newAddressSchema } from '@portal/contract/store-addresses';

/**
 * docs/decisions/072-lists-at-scale.md: the store's product page does not load the phone-number library; the
 * address form, a page of its own fetched when it opens, does. What a page loads before it renders is the closure
 * of its static imports (the bundler puts a dynamic import() in a chunk fetched when it runs), read here from the
 * sources: relative files and the workspace packages are followed, other packages are named.
 */

const root = path.resolve(import.meta.dirname, '../../../../..');
const web = path.join(root, 'apps/web/src');
const phoneLibrary = 'libphonenumber-js';

/** `import … from 'x'`, `import 'x'` and `export … from 'x'`, but not `import type` nor `export type`. */
const staticImport = /^\s*(?:import|export)\s+(?!type\s)(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  const workspace = /^@portal\/(contract|domain)\/(.+)$/.exec(specifier);
  return workspace ? path.join(root, 'packages', workspace[1]!, 'src', `${workspace[2]}.ts`) : null;
}

/** Every package a module's static imports reach, with the workspace files on the way. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, names, specifier] of fs.readFileSync(file, 'utf8').matchAll(staticImport)) {
      // `import { type A, type B } from` brings nothing at run time
      if (names && /^\{\s*(type\s+\w+\s*,?\s*)+\}$/.test(names.trim())) continue;
      const target = resolve(file, specifier!);
      if (target === null)
        seen.add(
          specifier!
            .split('/')
            .slice(0, specifier!.startsWith('@') ? 2 : 1)
            .join('/'),
        );
      else pending.push(target);
    }
  }
  return seen;
}

it('the entry and the store product page load no phone-number library; the address form page does', () => {
  expect(staticClosure(path.join(web, 'main.tsx')).has(phoneLibrary)).toBe(false);
  const productPage = staticClosure(path.join(web, 'features/store/pages/product-page.tsx'));
  expect(productPage.has(path.join(root, 'packages/contract/src/store.ts'))).toBe(true);
  expect(productPage.has(phoneLibrary)).toBe(false);
  expect(staticClosure(path.join(web, 'features/store/pages/checkout-address-page.tsx')).has(phoneLibrary)).toBe(true);
});

it('the address form still checks the phone number: any UAE spelling kept as E.164, a wrong one refused', () => {
  const address = { name: 'Mariam', address: 'Al Majaz 3', state: 'Sharjah' };
  expect(newAddressSchema.parse({ ...address, phone: '050 123 4567' }).phone).toBe('+971501234567');
  const refused = newAddressSchema.safeParse({ ...address, phone: '+971 12' });
  expect(refused.success).toBe(false);
  expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['phone', 'Please Enter Valid Phone'],
  ]);
});
