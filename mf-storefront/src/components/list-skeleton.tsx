import { Skeleton, Stack } from '@market/ui/chakra';

/** Rows of grey bars while a list loads. */
export function ListSkeleton({ rows = 4, label = '불러오는 중' }: { rows?: number; label?: string }) {
  return (
    <Stack gap="4" aria-busy="true" aria-label={label} data-testid="list-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <Stack key={i} gap="2" py="2">
          <Skeleton h="4" w="60%" />
          <Skeleton h="3" w="90%" />
        </Stack>
      ))}
    </Stack>
  );
}
