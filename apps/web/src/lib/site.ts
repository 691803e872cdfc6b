/** Links to places outside this site, kept together so operators can change them in one edit. */
export const diningUrl = 'https://visitsharjah.com/dining';

export const socialLinks = [{ name: 'Instagram', url: 'https://www.instagram.com/visitsharjah/' }] as const;
