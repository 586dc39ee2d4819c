import { Box, SimpleGrid } from '@market/ui/chakra';
import type { ReactNode } from 'react';
import type { ProductCardView } from './product-card';

/** Grid (2 columns on phones, up to 4 on desktop) or a divided list of product cards. */
export function ProductGrid({
  view = 'grid',
  columns,
  children,
}: {
  view?: ProductCardView;
  columns?: { base: number; md?: number; lg?: number };
  children: ReactNode;
}) {
  if (view === 'list') {
    return <Box css={{ '& > * + *': { borderTopWidth: '1px', borderColor: 'border' } }}>{children}</Box>;
  }
  return (
    <SimpleGrid columns={columns ?? { base: 2, md: 3, lg: 4 }} columnGap={{ base: '3', md: '5' }} rowGap={{ base: '8', md: '10' }}>
      {children}
    </SimpleGrid>
  );
}
