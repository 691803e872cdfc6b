import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes.tsx';
import { AppToaster } from './app-toaster.tsx';
import { NavigationBridge } from './navigation-bridge.tsx';
import { queryClient } from './query.ts';

export function App() {
  // the app has replaced the server-written first screen (`<html data-app="started">`): its buttons work from now on
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
  }, []);
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
