/** The site's content (home, slides, texts) and its console pages (docs/decisions/052). */
export { siteContentActions } from './site-content-actions.ts';
export { contentConsoleActions } from './content-console-actions.ts';
export { addSupportContact, readSupportContact, supportLines } from './support-contact-service.ts';
