import { Box, Skeleton } from '@market/ui/chakra';
import { Stat } from '@market/ui/chakra-more';
import type { ReactNode } from 'react';

/** A KPI or summary tile: label, big value and an optional help line. */
export function StatCard({
  label,
  value,
  help,
  icon,
  loading,
  testId,
}: {
  label: string;
  value: ReactNode;
  help?: ReactNode;
  icon?: ReactNode;
  loading?: boolean;
  testId?: string;
}) {
  return (
    // minW 0 and wrapping: a grid cell at 360 px is narrower than a nine-digit won amount.
    <Stat.Root minW="0" borderWidth="1px" borderColor="border" borderRadius="l2" bg="bg" px="4" py="3" gap="1" data-testid={testId}>
      {/* Only <dt> and <dd> directly in the <dl> (axe 'definition-list'): the icon sits in the label, the skeleton in the value. */}
      <Stat.Label color="fg.muted" fontSize="sm" display="flex" justifyContent="space-between" gap="2">
        {label}
        {icon && (
          <Box as="span" color="fg.subtle" aria-hidden>
            {icon}
          </Box>
        )}
      </Stat.Label>
      <Stat.ValueText fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" fontVariantNumeric="tabular-nums" overflowWrap="anywhere">
        {loading ? <Skeleton as="span" display="block" height="7" width="60%" /> : value}
      </Stat.ValueText>
      {help && !loading && (
        // A second <dd> of the label (Chakra's help text is a <span>, not allowed directly in a <dl>).
        <Stat.HelpText asChild color="fg.muted" fontSize="xs" mb="0">
          <dd>{help}</dd>
        </Stat.HelpText>
      )}
    </Stat.Root>
  );
}
