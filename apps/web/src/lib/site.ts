/** Links to places outside this site, kept together so operators can change them in one edit. */
export const diningUrl = 'https://visitsharjah.com/dining';

export const socialLinks = [{ name: 'Instagram', url: 'https://www.instagram.com/visitsharjah/' }] as const;

/**
 * The product name the server is configured with (PRODUCT_NAME): it names the home settings action,
 * `{product}_homepage_settings`, and appears in a package's `checkout` list when this site sells it.
 */
export const productName = 'sharjah';
