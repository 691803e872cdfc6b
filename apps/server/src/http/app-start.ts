import { escapeHtml } from './first-paint.ts';

/**
 * The web app starts after the server-written first screen has painted (docs/decisions/031-first-paint.md):
 * index.html's module script and its preloads become one deferred classic script, `/boot.js` (the web app's
 * public/boot.js), that names them and adds them after the first frame. Until then the stylesheet and the
 * first pictures, which make the first screen, are all the page downloads.
 */

const moduleScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g;
/** the boot tag's list of scripts to preload, which a page's own scripts join (withPageScripts) */
const preloadList = /data-preload="([^"]*)"/;

/** index.html with its entry script and preloads moved onto the boot tag; unchanged when it has no module script. */
export function deferAppStart(indexHtml: string): string {
  const entry = moduleScript.exec(indexHtml)?.[1];
  if (!entry) return indexHtml;
  const preloads = [...indexHtml.matchAll(modulePreload)].map((match) => match[1]!);
  const boot = `<script src="/boot.js" defer data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}"></script>`;
  return indexHtml
    .replace(moduleScript, '')
    .replace(modulePreload, '')
    .replace('</head>', () => `  ${boot}\n  </head>`);
}

/** The page with its own scripts (page-scripts.ts) preloaded beside the entry's when the app starts. */
export function withPageScripts(html: string, scripts: readonly string[]): string {
  if (scripts.length === 0) return html;
  return html.replace(preloadList, (_tag, listed: string) => {
    const all = [...listed.split(' ').filter((href) => href !== ''), ...scripts.map(escapeHtml)];
    return `data-preload="${all.join(' ')}"`;
  });
}

/** The scripts the boot tag of a page starts: its entry first, then its preloads (for tests). */
export function startedScripts(html: string): string[] {
  const tag = /<script src="\/boot\.js" defer data-entry="([^"]+)" data-preload="([^"]*)"><\/script>/.exec(html);
  return tag ? [tag[1]!, ...tag[2]!.split(' ').filter((href) => href !== '')] : [];
}
