import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    // JSX only: React's fast refresh needs React DOM, which the app does not run (a changed component
    // reloads the page in `npm run dev`)
    react({ refreshExclude: /./ }),
    VitePWA(webApp),
    compileHints(),
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
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
