import type { SupportContact } from '@portal/contract/site-content';
import { isEmail } from '@portal/domain/identity';
import { asE164 } from '@portal/domain/support-contact';
import type { ContentProblems } from './components/content-form.tsx';

/** The support contact form's rules (decision 063): what a draft lacks before the server checks the same. */

export const blankSupportContact: SupportContact = { phone: '', whatsapp: '', email: '', hours: '', arabic_hours: '' };

/** Both numbers in E.164 and a real e-mail address; the hours are optional. */
export function supportProblems(draft: SupportContact): ContentProblems {
  const found: ContentProblems = {};
  for (const field of ['phone', 'whatsapp'] as const) {
    if (!draft[field].trim()) found[field] = 'required';
    else if (asE164(draft[field]) === null) found[field] = 'phone';
  }
  if (!draft.email.trim()) found.email = 'required';
  else if (!isEmail(draft.email.trim())) found.email = 'email';
  return found;
}
