import fs from 'node:fs';
import path from 'node:path';
import { pageModules } from '@portal/contract/routes';
import { describe, expect, it } from 'vitest';
import { languageModules, moduleScripts, moreLanguageModules, pageScripts, type BuildManifest } from './page-scripts.ts';

const webRoot = path.resolve(import.meta.dirname, '../../../web');

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-b.js' },
  '_carousel.js': { file: 'assets/carousel-c.js', imports: ['_react.js', '_images.js'] },
  '_images.js': { file: 'assets/images-d.js' },
  'src/app/routes/home-page.tsx': { file: 'assets/home-page-e.js', imports: ['_carousel.js', '_react.js'] },
  'src/lib/locales-ae.ts': { file: 'assets/locales-ae-f.js', imports: ['_react.js'] },
};

describe('page scripts', () => {
  it("lists a page's chunk and what it imports, leaving out what the entry already loads", () => {
    expect(pageScripts(manifest, '/')).toEqual(['/assets/home-page-e.js', '/assets/carousel-c.js', '/assets/images-d.js']);
  });

  it('lists nothing without a manifest, for a route it does not know, or for a module the build lacks', () => {
    expect(pageScripts(null, '/')).toEqual([]);
    expect(pageScripts(manifest, '/aboutus')).toEqual([]);
    expect(pageScripts(manifest, '/t/:slug')).toEqual([]);
  });

  it("names the modules the web app's route table loads for those routes", () => {
    const routeTable = fs.readFileSync(path.join(webRoot, 'src/app/route-table.ts'), 'utf8');
    for (const [pattern, module] of Object.entries(pageModules) as [string, string][]) {
      expect(fs.existsSync(path.join(webRoot, module)), module).toBe(true);
      // the route's entry: its path, then (before the next route) an import of the module
      const entry = routeTable.slice(routeTable.indexOf(`path: '${pattern}'`)).split(/\n\s*\{\s*\n|\n\s*\{ path:/)[0]!;
      const imported = path.relative(path.join(webRoot, 'src/app'), path.join(webRoot, module));
      const specifier = imported.startsWith('.') ? imported : `./${imported}`;
      expect(routeTable, pattern).toContain(`path: '${pattern}'`);
      expect(entry, `${pattern} loads ${specifier}`).toContain(`import('${specifier}')`);
    }
  });

  it("lists a language's texts chunk, which the web app's i18n.ts loads on demand", () => {
    expect(moduleScripts(manifest, languageModules.ae)).toEqual(['/assets/locales-ae-f.js']);
    expect(moduleScripts(manifest, languageModules.en)).toEqual([]);
    const i18n = fs.readFileSync(path.join(webRoot, 'src/lib/i18n.ts'), 'utf8');
    for (const module of [...Object.values(languageModules), ...Object.values(moreLanguageModules)]) {
      expect(fs.existsSync(path.join(webRoot, module)), module).toBe(true);
      expect(i18n).toContain(`import('./${path.basename(module)}')`);
    }
  });
});
