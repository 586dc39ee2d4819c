import { toaster } from '@market/ui/toaster';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';

/** What an admin write answers besides the changed row: the notice to show. */
export interface AdminActionResult {
  title: string;
  message: string;
}

/**
 * Runs the admin writes on a list's rows: `pending` names the action in flight (its button spins,
 * the others wait); the answer's notice, or the error, is shown as a toast; every cached page of
 * the list (SWR keys starting with `listKey`) is reloaded. After an error the promise rejects, so
 * the caller keeps its dialog open.
 */
export function useAdminAction<A extends string>(listKey: string) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<A | null>(null);
  const perform = useCallback(
    async <R extends AdminActionResult>(name: A, call: () => Promise<R>): Promise<R> => {
      setPending(name);
      try {
        const result = await call();
        toaster.create({ type: 'success', title: result.title, description: result.message, duration: 5000 });
        await mutate((key) => typeof key === 'string' && key.startsWith(listKey));
        return result;
      } catch (error) {
        toaster.create({ type: 'error', title: '처리하지 못했습니다', description: error instanceof Error ? error.message : undefined });
        throw error;
      } finally {
        setPending(null);
      }
    },
    [mutate, listKey],
  );
  return { pending, perform };
}
