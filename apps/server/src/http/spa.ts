import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchRoute } from '@portal/contract/routes';
import type { FastifyInstance } from 'fastify';
import { failure } from './errors.ts';

const notBuilt = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Portal</title>
<p>The web app has not been built. Run <code>npm run build</code>, or <code>npm start</code>, which builds it.</p></html>`;

/**
 * Serves the built single-page app: hashed assets cached for a year, and index.html for every path of
 * the specification's route table. Any other path gets the same app with status 404, so the browser
 * shows the app's own not-found page and crawlers see a real 404.
 */
export async function registerSpa(app: FastifyInstance, options: { distDir: string; reloadIndex: boolean }): Promise<void> {
  const { distDir } = options;
  const indexPath = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      serveDotFiles: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }
  const readIndex = () => (built ? fs.readFileSync(indexPath, 'utf8') : notBuilt);
  let indexHtml = readIndex();

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method)) {
      return reply.code(404).send(failure('not_found', 'Not found'));
    }
    if (options.reloadIndex && built) indexHtml = readIndex();
    return reply
      .code(matchRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
