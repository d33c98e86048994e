import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

/** Spec section 9: server data stays fresh for 5 minutes and is kept for 10. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      // A 4xx will not change on retry; network and server errors may.
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});
