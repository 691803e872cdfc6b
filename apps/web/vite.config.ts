import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webApp } from './src/pwa/web-app.ts';

// the API server of `npm run dev -w @portal/server` (override with PORTAL_API_URL); in production the
// same process serves the built app, so the browser only ever calls its own origin
const apiServer = process.env.PORTAL_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), VitePWA(webApp)],
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
  },
});
