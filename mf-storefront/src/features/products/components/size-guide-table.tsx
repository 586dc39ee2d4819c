import { Box, Heading, Text } from '@market/ui/chakra';
import { sizeGuide } from '@market/domain/size-guide';
import type { ProductDetail } from '@market/domain/product';

/** 사이즈 정보 under the description: the category's measurements for the product's sizes. */
export function SizeGuideTable({ product }: { product: Pick<ProductDetail, 'category' | 'sizes'> }) {
  const guide = sizeGuide(product.category.slug, product.sizes);
  if (!guide) return null;
  const cell = { px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border', textAlign: 'center', whiteSpace: 'nowrap' } as const;
  return (
    <Box mt="8" data-testid="size-guide">
      <Heading as="h2" id="size-guide-title" size="sm" mb="3">
        사이즈 정보
      </Heading>
      <Box overflowX="auto" tabIndex={0} role="region" aria-labelledby="size-guide-title">
        <Box as="table" w="full" fontSize="sm" style={{ borderCollapse: 'collapse' }}>
          <Box as="thead" bg="bg.subtle">
            <Box as="tr">
              <Box asChild {...cell} fontWeight="600">
                <th scope="col">사이즈</th>
              </Box>
              {guide.columns.map((c) => (
                <Box asChild key={c} {...cell} fontWeight="600">
                  <th scope="col">{c}</th>
                </Box>
              ))}
            </Box>
          </Box>
          <Box as="tbody">
            {guide.rows.map((r) => (
              <Box as="tr" key={r.size}>
                <Box asChild {...cell} fontWeight="600">
                  <th scope="row">{r.size}</th>
                </Box>
                {r.values.map((v, i) => (
                  <Box as="td" key={guide.columns[i]} {...cell} color="fg.muted">
                    {v}
                  </Box>
                ))}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
      <Text mt="2" fontSize="xs" color="fg.muted">
        {guide.note}
      </Text>
    </Box>
  );
}
