import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pageModules } from '@portal/contract/routes';
import { webApp } from './src/pwa/web-app.ts';

// the API server of `npm run dev -w @portal/server` (override with PORTAL_API_URL); in production the
// same process serves the built app, so the browser only ever calls its own origin
const apiServer = process.env.PORTAL_API_URL ?? 'http://127.0.0.1:3000';

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): the functions of a file that starts
 * with `//# allFunctionsCalledOnLoad` are compiled on the background thread that streams it, instead of one by
 * one on the main thread the first time each runs, which was most of the app's start on a phone
 * (docs/decisions/042-compile-hints.md). Written last, on the finished chunks: minification would drop the
 * comment, and the bundler puts its table of lazy chunks' dependencies at the top of the entry.
 */
function compileHints(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'portal:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && !chunk.code.startsWith(hint)) chunk.code = hint + chunk.code;
        }
      },
    },
  };
}

/** The page modules of the public pages the server writes (the contract's list, which the server preloads). */
const publicPages = Object.values(pageModules);

/** The app's own code (apps/web/src, and each packages/NAME/src), not a package from node_modules. */
const ownSource = (id: string) => !id.includes('/node_modules/') && /\/(apps\/web\/src|packages\/[^/]+\/src)\//.test(id);

/**
 * One chunk, `public`, for the app's own modules that two or more of the public pages import and that bring no
 * package the entry does not already load (docs/decisions/047-fewer-scripts-first-intl.md): the package page
 * started 28 scripts, most of them a small component or helper shared with another page. A module that imports
 * zod or libphonenumber, directly or not, stays apart, so that home does not download them.
 */
function publicChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  let members: Set<string> | null = null;
  const closure = (from: readonly string[]) => {
    const seen = new Set<string>();
    const stack = [...from];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(imports.get(id) ?? []));
    }
    return seen;
  };
  const find = (path: string) => [...imports.keys()].find((id) => id.endsWith(`/apps/web/${path}`));
  const choose = () => {
    const main = find('src/main.tsx');
    const pages = publicPages.map(find);
    if (!main || pages.some((page) => page === undefined)) throw new Error('public chunk: a page module was not found');
    const initial = closure([main]);
    const users = new Map<string, number>();
    for (const page of pages) for (const id of closure([page!])) if (!initial.has(id)) users.set(id, (users.get(id) ?? 0) + 1);
    const chosen = new Set<string>();
    for (const [id, count] of users) {
      if (count >= 2 && ownSource(id) && [...closure([id])].every((dep) => initial.has(dep) || ownSource(dep))) chosen.add(id);
    }
    return chosen;
  };
  return {
    plugin: {
      name: 'portal:public-chunk',
      apply: 'build',
      moduleParsed(info) {
        imports.set(info.id, info.importedIds);
      },
    },
    test: (id) => (members ??= choose()).has(id),
  };
}
const sharedByPublicPages = publicChunk();

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    // JSX only: React's fast refresh needs React DOM, which the app does not run (a changed component
    // reloads the page in `npm run dev`)
    react({ refreshExclude: /./ }),
    VitePWA(webApp),
    compileHints(),
    sharedByPublicPages.plugin,
  ],
  resolve: {
    // The code is written against React's API and types; the browser runs Preact's React layer, about
    // 60 KB gzip lighter (docs/decisions/041-preact.md). The same in `npm run dev` and in the build.
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: path.join(import.meta.dirname, 'src/preact/react.ts') },
    ],
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/files': apiServer,
      '/healthz': apiServer,
      '/dev': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server preloads the scripts of the page it sends (server http/page-scripts.ts)
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything index.html's entry imports is one chunk (the entry itself): the bundler had split it into
          // twelve, because lazy pages share those modules, and every page asked for all twelve
          // (docs/decisions/047-fewer-scripts-first-intl.md). The lazy pages keep their own chunks.
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'public', test: sharedByPublicPages.test, priority: 1 },
          ],
        },
      },
    },
  },
});
