import { imageUrl } from '@portal/contract/images';
import { withPageScripts } from './app-start.ts';
import { escapeHtml } from './first-paint.ts';
import type { PageMeta } from './page-meta.ts';

/** Where index.html's #root takes the server-written first screen (apps/web/index.html). */
export const firstPaintMarker = '<!--first-paint-->';

/** JSON that can sit inside a <script> element: no "</script>", no line separators that end JS strings. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Writes the page's own title, description, canonical URL, language alternates, Open Graph tags,
 * preloads of its first pictures and its own scripts, first-screen data and the first screen itself
 * (first-paint.ts) into the app's index.html.
 */
export function renderPage(
  indexHtml: string,
  meta: PageMeta,
  options: {
    publicUrl: string;
    pathname: string;
    language: 'en' | 'ae';
    /** the language the address names (`?lang=ae`), when it is not the page's: crawlers have no cookies */
    addressLanguage?: 'en' | 'ae';
    /** the page's own scripts (page-scripts.ts), preloaded beside the entry when the app starts (app-start.ts) */
    scripts?: readonly string[];
  },
): string {
  const base = options.publicUrl.replace(/\/$/, '');
  const url = `${base}${options.pathname}`;
  // an Arabic page is its own page with its own canonical address (decision 031: it pointed at the English one); a
  // page whose language came from the visitor's cookie, not its address, names the address it was asked by
  const own = (options.addressLanguage ?? options.language) === 'ae' ? `${url}?lang=ae` : url;
  const image = meta.image ? `${base}${imageUrl(meta.image)}?w=1200&h=630` : null;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(own)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(`${url}?lang=en`)}" />`,
    `<link rel="alternate" hreflang="ar" href="${escapeHtml(`${url}?lang=ae`)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${options.language === 'ae' ? 'تجارب الشارقة' : 'Sharjah Experiences'}" />`,
    `<meta property="og:locale" content="${options.language === 'ae' ? 'ar_AE' : 'en_US'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(own)}" />`,
    ...(image
      ? [
          `<meta property="og:image" content="${escapeHtml(image)}" />`,
          `<meta property="og:image:width" content="1200" />`,
          `<meta property="og:image:height" content="630" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : [`<meta name="twitter:card" content="summary" />`]),
    ...meta.preloads.map(
      (preload) =>
        `<link rel="preload" as="image" href="${escapeHtml(preload.href)}" imagesrcset="${escapeHtml(preload.srcset)}" ` +
        `imagesizes="${preload.sizes}"${preload.media ? ` media="${preload.media}"` : ''} fetchpriority="high" />`,
    ),
    ...(Object.keys(meta.initial).length > 0
      ? [`<script id="initial-data" type="application/json">${jsonForHtml(meta.initial)}</script>`]
      : []),
  ];
  // replacer functions, not strings: a `$&` or `$'` in a database text must stay as written
  let html = withPageScripts(indexHtml, options.scripts ?? [])
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
  // the page's first screen sits in <main> as the app's layout has it, after index.html's header
  if (meta.firstPaint) {
    html = html.replace(
      firstPaintMarker,
      () => `<main id="main-content" class="site-main" tabindex="-1">${meta.firstPaint}</main>`,
    );
  }
  if (options.language === 'ae') html = html.replace('<html lang="en" dir="ltr">', '<html lang="ar" dir="rtl">');
  return html;
}
