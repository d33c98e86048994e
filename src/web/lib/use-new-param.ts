import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list page's create form, open or not. `?new=1` (quick actions, other pages) opens it once when the
 * member may create; the parameter is then removed from the URL.
 */
export function useNewParam(canCreate: boolean): [boolean, (open: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const wantsNew = params.get('new') === '1';
  if (wantsNew && canCreate && !creating) setCreating(true);
  useEffect(() => {
    if (wantsNew) {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('new');
          return next;
        },
        { replace: true },
      );
    }
  }, [wantsNew, setParams]);
  return [creating, setCreating];
}
