import { calendarDateIn } from '@portal/domain/dates';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { destinations, packages, tags } from '../db/schema/index.ts';
import { listedVoucherSlugs } from '../modules/vouchers/vouchers-service.ts';

const staticPaths = [
  '/',
  '/view-all-destination',
  '/aboutus',
  '/contactus',
  '/terms',
  '/privacy',
  '/gallery',
  '/vouchers',
  '/seesharjah',
];

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** GET /sitemap.xml lists destinations, packages, tags and current vouchers with their Arabic alternates; GET /robots.txt points at it. */
export function registerSeo(app: FastifyInstance, options: { db: Database; publicUrl: string; now: Clock }): void {
  const base = options.publicUrl.replace(/\/$/, '');

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Disallow: /api',
          'Disallow: /dev/',
          'Disallow: /backoffice/',
          'Disallow: /settings',
          'Disallow: /edit-profile',
          'Disallow: /booking-details/',
          'Disallow: /order-history',
          '',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const { db } = options;
    const [destinationRows, packageRows, tagRows, voucherSlugs] = await Promise.all([
      db
        .select({ slug: destinations.urlSlug })
        .from(destinations)
        .where(and(eq(destinations.hide, 0), eq(destinations.enable, 1)))
        .orderBy(asc(destinations.position)),
      db
        .select({ slug: packages.urlSlug })
        .from(packages)
        .innerJoin(destinations, eq(destinations.id, packages.destinationId))
        .where(
          and(
            eq(packages.hide, 0),
            eq(packages.enable, 1),
            eq(packages.redirect, 0),
            eq(destinations.enable, 1),
            eq(destinations.hide, 0),
          ),
        )
        .orderBy(asc(packages.id)),
      db.select({ slug: tags.slug }).from(tags).orderBy(asc(tags.slug)),
      listedVoucherSlugs(db, calendarDateIn(options.now())),
    ]);
    const paths = [
      ...staticPaths,
      ...destinationRows.map((d) => `/d/${d.slug}`),
      ...packageRows.map((p) => `/p/${p.slug}`),
      ...tagRows.map((t) => `/t/${t.slug}`),
      ...voucherSlugs.map((slug) => `/v/${slug}`),
    ];
    const urls = paths.map((p) => {
      const loc = xmlEscape(`${base}${p}`);
      return (
        `  <url><loc>${loc}</loc>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${loc}?lang=en"/>` +
        `<xhtml:link rel="alternate" hreflang="ar" href="${loc}?lang=ae"/></url>`
      );
    });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
}
