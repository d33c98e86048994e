import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const healthKey = ['health'] as const;

/** GET /api/health: whether the server and its database answer. */
export function useHealth() {
  return useQuery({
    queryKey: healthKey,
    queryFn: () => api<{ status: 'ok' }>('/api/health'),
    staleTime: 0,
    retry: false,
  });
}
