/** The contact form, and how its copies are named, which erasing a customer needs (docs/decisions/052). */
export { contactActions, contactCopyKey, contactCopySender } from './contact-actions.ts';
