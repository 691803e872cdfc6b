import { lazy, Suspense } from 'react';
import { loadMoreTexts } from '../lib/i18n.ts';
import { useSignInRequest } from '../lib/sign-in-sheet.ts';

// the account forms and their texts download when a page first asks for the sheet
const SignInSheet = lazy(() =>
  Promise.all([import('../features/accounts/components/sign-in-sheet.tsx'), loadMoreTexts()]).then(([m]) => ({
    default: m.SignInSheet,
  })),
);

/** Shows the sign-in sheet a page asked for (lib/sign-in-sheet.ts, decision 073). */
export function SignInSheetHost() {
  const request = useSignInRequest();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <SignInSheet key={request.id} request={request} />
    </Suspense>
  );
}
