/** Links to places outside this site, kept together so operators can change them in one edit. */
export const diningUrl = 'https://visitsharjah.com/dining';

export const socialLinks = [{ name: 'Instagram', url: 'https://www.instagram.com/visitsharjah/' }] as const;

/** A name the server writes into every page from its configuration (http/spa.ts), else the default. */
function configuredName(meta: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content || fallback;
}

/** The server's PRODUCT_NAME: it names the home settings action, `{product}_homepage_settings`. */
export const productName = configuredName('portal-product', 'sharjah');

/**
 * The server's SITE_NAME: a package's `checkout` list holds it when this site sells the package (spec part 1
 * §2 Home), and purchases name it as their `site`.
 */
export const siteName = configuredName('portal-site', 'sharjah');
