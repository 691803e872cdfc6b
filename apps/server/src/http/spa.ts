import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { firstTextRoutes, matchRoute, type RoutePattern } from '@portal/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { PublicAnswer } from './dispatcher.ts';
import { deferAppStart } from './app-start.ts';
import { canonicalPageUrl } from './canonical-address.ts';
import { CompressedPages } from './compressed-pages.ts';
import { AppError } from './errors.ts';
import { renderPage } from './page-head.ts';
import { pageMeta } from './page-meta.ts';
import { languageModules, moduleScripts, moreLanguageModules, pageScripts, readBuildManifest } from './page-scripts.ts';

const notBuilt = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Portal</title>
<p>The web app has not been built. Run <code>npm run build</code>, or <code>npm start</code>, which builds it.</p></html>`;

/** Files of the installable app (web pwa/web-app.ts) that must never be served stale. */
const namesTheBuild = new Set(['sw.js', 'manifest.webmanifest']);

export type SpaOptions = {
  distDir: string;
  reloadIndex: boolean;
  publicUrl: string;
  productName: string;
  siteName: string;
  publicAnswer: PublicAnswer;
};

/**
 * The names the browser needs from the configuration (PRODUCT_NAME names the home settings action, SITE_NAME
 * is tested against `checkout` lists), written into every page so one build serves any configuration.
 */
export function withSiteNames(html: string, names: { productName: string; siteName: string }): string {
  const attr = (v: string) => v.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return html.replace(
    '</head>',
    `  <meta name="portal-product" content="${attr(names.productName)}" />\n    <meta name="portal-site" content="${attr(names.siteName)}" />\n  </head>`,
  );
}

/**
 * The language a page is written in: `?lang=` when the address has one (a shared or crawled link), else the
 * visitor's stored choice, which the web app keeps as the cookie `user_language` beside its local storage
 * (web lib/i18n.ts), else English. Without the cookie a visitor who chose Arabic got an English first screen
 * that the app then turned into Arabic, a jump of the whole page (layout shift 0.39 in Lighthouse).
 */
export function pageLanguage(query: string | null, cookieHeader: string | undefined): 'en' | 'ae' {
  if (query === 'ae' || query === 'en') return query;
  return /(?:^|;\s*)user_language=ae(?:;|$)/.test(cookieHeader ?? '') ? 'ae' : 'en';
}

/**
 * Serves the built single-page app: hashed assets cached for a year, and index.html for every path of
 * the specification's route table, with the page's own title, description, alternates, Open Graph
 * tags and first-screen data written in. A path outside the table, or a destination, package, tag or
 * voucher that does not exist, gets the same app with status 404, so the browser shows the app's own
 * not-found page and crawlers see a real 404.
 */
export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const { distDir } = options;
  const indexPath = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      serveDotFiles: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // the service worker and the web manifest name the current build: browsers check them on every visit
        // (preCompressed serves sw.js.br or sw.js.gz in place of sw.js)
        const revalidated = namesTheBuild.has(path.relative(distDir, filePath).replace(/\.(br|gz)$/, ''));
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : revalidated ? 'no-cache' : 'public, max-age=300',
        );
      },
    });
  }
  const readIndex = () => (built ? deferAppStart(withSiteNames(fs.readFileSync(indexPath, 'utf8'), options)) : notBuilt);
  let indexHtml = readIndex();
  let manifest = readBuildManifest(distDir);
  const compressed = new CompressedPages();
  // a page's scripts depend only on the build, its route and its language: worked out once each, not on every request
  const scriptsByRoute = new Map<string, string[]>();
  const scriptsOf = (pattern: string, language: 'en' | 'ae') => {
    const key = `${language} ${pattern}`;
    let scripts = scriptsByRoute.get(key);
    if (!scripts) {
      const texts = moduleScripts(manifest, languageModules[language]);
      const more = firstTextRoutes.has(pattern as RoutePattern) ? [] : moduleScripts(manifest, moreLanguageModules[language]);
      scripts = [...new Set([...texts, ...more, ...pageScripts(manifest, pattern)])];
      scriptsByRoute.set(key, scripts);
    }
    return scripts;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = '/', search = ''] = request.url.split('?');
    if (pathname === '/api' || pathname.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method)) {
      throw new AppError('not_found');
    }
    const canonical = canonicalPageUrl(options.publicUrl, request.headers.host, request.url);
    if (canonical) return reply.header('cache-control', 'no-store').redirect(canonical, 308);
    if (options.reloadIndex && built) {
      indexHtml = readIndex();
      manifest = readBuildManifest(distDir);
      scriptsByRoute.clear();
    }
    const asked = new URLSearchParams(search).get('lang');
    const language = pageLanguage(asked, request.headers.cookie);
    const route = matchRoute(pathname);
    const meta = route
      ? await pageMeta({
          pathname,
          language,
          publicAnswer: options.publicAnswer,
          log: request.log,
          productName: options.productName,
        })
      : null;
    const html =
      meta && built
        ? renderPage(indexHtml, meta, {
            publicUrl: options.publicUrl,
            pathname,
            language,
            addressLanguage: asked === 'ae' ? 'ae' : 'en',
            scripts: meta.found && route ? scriptsOf(route.pattern, language) : [],
          })
        : indexHtml;
    reply
      .code(meta?.found ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8');
    // the not-found handler runs outside the compress plugin's hooks, so the page compresses itself
    const accept = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(await compressed.compress(html, 'br'));
    if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(await compressed.compress(html, 'gzip'));
    return reply.send(html);
  });
}
