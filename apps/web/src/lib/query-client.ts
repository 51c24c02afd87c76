import { ErrorCode } from '@signet/contracts';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/api-error';

/**
 * Business failures (permissions, missing items) will not change on retry, so
 * only network failures are retried, once. The API client already toasted.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => failureCount < 1 && isApiError(error) && error.code === ErrorCode.NetworkError,
    },
    mutations: { retry: false },
  },
});
