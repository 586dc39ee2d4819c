import { Skeleton, SkeletonText, Stack } from '@market/ui/chakra';

/**
 * Pulsing skeleton shown while a page loads. A module of its own, apart from the error and empty
 * states (./states.tsx) and their icons: every page's first load shows it, few show those.
 */
export function PageSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    // A status, not a plain div: a name on a div without a role is an ARIA error (axe).
    <Stack gap="4" p="4" role="status" aria-busy="true" aria-label="불러오는 중">
      <Skeleton height="8" width="40%" />
      <SkeletonText noOfLines={rows} gap="3" />
    </Stack>
  );
}
