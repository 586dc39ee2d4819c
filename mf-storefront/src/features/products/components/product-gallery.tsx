import { Box, Button, HStack, Stack } from '@market/ui/chakra';
import { ImageWithFallback } from '@market/ui/image-with-fallback';
import { useState } from 'react';

/** Main image with thumbnails below; a thumbnail shows its image (keyboard reachable). */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const list = images.length ? images : [''];
  const [index, setIndex] = useState(0);
  const current = Math.min(index, list.length - 1);
  return (
    <Stack gap="3" data-testid="product-gallery">
      <ImageWithFallback
        src={list[current]}
        alt={`${name} 이미지 ${current + 1}`}
        aspectRatio={3 / 4}
        rounded={{ base: 'none', md: 'lg' }}
        loading="eager"
      />
      {list.length > 1 && (
        <HStack gap="2" overflowX="auto" px={{ base: '4', md: '0' }} pb="1" role="group" aria-label="상품 이미지 선택">
          {list.map((src, i) => (
            <Button
              key={`${src}${i}`}
              variant="plain"
              p="0"
              h="auto"
              minW="0"
              flexShrink="0"
              w={{ base: '16', md: '20' }}
              rounded="md"
              overflow="hidden"
              borderWidth="2px"
              borderColor={i === current ? 'fg' : 'transparent'}
              aria-label={`이미지 ${i + 1} 보기`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
              data-testid="gallery-thumbnail"
            >
              <ImageWithFallback src={src} alt="" w="full" aspectRatio={3 / 4} />
            </Button>
          ))}
        </HStack>
      )}
      <Box />
    </Stack>
  );
}
