import { useEffect } from 'react';
import { toast } from './toast.ts';

/** Shows an error toast each time a query fails (after its retries): `failedAt` is its errorUpdatedAt. */
export function useErrorToast(failed: boolean, failedAt: number, message: string) {
  useEffect(() => {
    if (failed) toast.error(message);
  }, [failed, failedAt, message]);
}
