import { useHydrated } from '@market/ui/use-hydrated';
import { useSnapshot, type Snapshot } from 'valtio';

/**
 * A store kept in browser storage, read for rendering: as the server saw it (`empty`) until the
 * page is hydrated, the stored values afterwards.
 */
export function useStoredSnapshot<T extends object>(state: T, empty: Snapshot<T>): Snapshot<T> {
  const snapshot = useSnapshot(state);
  return useHydrated() ? snapshot : empty;
}
