import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes.tsx';
import { AppToaster } from './app-toaster.tsx';
import { NavigationBridge } from './navigation-bridge.tsx';
import { queryClient } from './query.ts';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <NavigationBridge />
        <AppRoutes />
      </BrowserRouter>
      <AppToaster />
    </QueryClientProvider>
  );
}
