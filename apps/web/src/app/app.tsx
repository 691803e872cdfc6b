import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { TranslationProvider } from '../lib/i18n.ts';
import { AppRoutes } from './app-routes.tsx';
import { AppToaster } from './app-toaster.tsx';
import { NavigationBridge } from './navigation-bridge.tsx';
import { queryClient } from './query.ts';
import { SignInSheetHost } from './sign-in-sheet-host.tsx';

export function App() {
  return (
    <TranslationProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <NavigationBridge />
          <AppRoutes />
          <SignInSheetHost />
        </BrowserRouter>
        <AppToaster />
      </QueryClientProvider>
    </TranslationProvider>
  );
}
