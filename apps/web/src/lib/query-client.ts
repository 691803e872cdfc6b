import { QueryClient } from '@tanstack/react-query';
import { ActionError } from './api.ts';

/** One retry, and only when the server could not be reached; an answer (404, 400, 500…) is final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ActionError && error.failure.code === 'network';
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
