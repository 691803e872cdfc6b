import fs from 'node:fs';
import path from 'node:path';
import { pageModules, type RoutePattern } from '@portal/contract/routes';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`, `build.manifest` in the web app's vite.config.ts). */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type BuildManifest = Record<string, ManifestChunk>;

/** The build manifest, or null when the build has none (an older build, or none at all). */
export function readBuildManifest(distDir: string): BuildManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return null;
  }
}

/** `key`'s file and the files it imports, transitively. */
function withImports(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into);
  return into;
}

/**
 * The scripts of a route's page that index.html does not already load, as `/assets/…` paths. Preloaded
 * with the page, they download beside the entry instead of after it has run (the page's code is split
 * off the entry and would otherwise be asked for only when the app renders the route).
 */
export function pageScripts(manifest: BuildManifest | null, pattern: string): string[] {
  const module = pageModules[pattern as RoutePattern];
  return module ? moduleScripts(manifest, module) : [];
}

/**
 * The texts of each language, a chunk of their own (apps/web/src/lib/i18n.ts): a page preloads its language's
 * first part, and a page outside the contract's `firstTextRoutes` the other public pages' part as well.
 */
export const languageModules: Readonly<Record<'en' | 'ae', string>> = {
  en: 'src/lib/locales-en.ts',
  ae: 'src/lib/locales-ae.ts',
};
export const moreLanguageModules: Readonly<Record<'en' | 'ae', string>> = {
  en: 'src/lib/locales-more-en.ts',
  ae: 'src/lib/locales-more-ae.ts',
};

/** The scripts of one module of the web app (a path from its root) that index.html does not already load. */
export function moduleScripts(manifest: BuildManifest | null, module: string): string[] {
  if (!manifest || !manifest[module]) return [];
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) withImports(manifest, key, entry);
  return [...withImports(manifest, module)].filter((file) => !entry.has(file)).map((file) => `/${file}`);
}
