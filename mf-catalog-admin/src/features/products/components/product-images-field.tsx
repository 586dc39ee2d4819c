import { Box, Button, HStack, IconButton, Input, Stack, Text } from '@market/ui/chakra';
import { isGeneratedProductImage, PRODUCT_IMAGES_MAX } from '@market/domain/admin-products';
import { ImageWithFallback } from '@market/ui/image-with-fallback';
import { useRef } from 'react';
import { LuChevronLeft, LuChevronRight, LuImagePlus, LuX } from 'react-icons/lu';
import { useProductImageWrites } from '../api/product-images';

/**
 * The product's photos in the edit dialog: upload (up to 10; the server checks the bytes and keeps
 * WebP), move left or right, remove. Each change is saved at once, apart from the form's 저장.
 */
export function ProductImagesField({ productId, images }: { productId: string; images: string[] }) {
  const { pending, upload, arrange } = useProductImageWrites();
  const picker = useRef<HTMLInputElement | null>(null);
  const photos = images.filter((u) => !isGeneratedProductImage(u)).length;
  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    void arrange(productId, next).catch(() => undefined);
  };
  return (
    <Stack gap="2" data-testid="product-images">
      <HStack justify="space-between">
        <Text fontSize="sm" fontWeight="semibold">
          상품 이미지 ({photos}/{PRODUCT_IMAGES_MAX})
        </Text>
        <Button
          size="xs"
          variant="outline"
          loading={pending === 'upload'}
          disabled={pending !== null || photos >= PRODUCT_IMAGES_MAX}
          onClick={() => picker.current?.click()}
        >
          <LuImagePlus aria-hidden /> 이미지 추가
        </Button>
        <Input
          ref={picker}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          multiple
          display="none"
          aria-label="상품 이미지 파일 선택"
          data-testid="product-image-input"
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = '';
            if (files.length) void upload(productId, files).catch(() => undefined);
          }}
        />
      </HStack>
      {images.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          등록된 이미지가 없습니다.
        </Text>
      ) : (
        <HStack gap="2" overflowX="auto" pb="1">
          {images.map((src, i) => (
            <Stack key={src} gap="1" flexShrink={0} align="center">
              <Box position="relative">
                <ImageWithFallback src={src} alt={`상품 이미지 ${i + 1}`} w="20" h="24" borderRadius="l2" />
                {isGeneratedProductImage(src) && (
                  <Text position="absolute" bottom="1" left="1" fontSize="2xs" bg="bg" px="1" borderRadius="l1" color="fg.muted">
                    자동 생성
                  </Text>
                )}
              </Box>
              <HStack gap="0">
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={`이미지 ${i + 1} 앞으로`}
                  disabled={i === 0 || pending !== null}
                  onClick={() => move(i, i - 1)}
                >
                  <LuChevronLeft />
                </IconButton>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`이미지 ${i + 1} 삭제`}
                  disabled={pending !== null}
                  onClick={() =>
                    void arrange(
                      productId,
                      images.filter((u) => u !== src),
                    ).catch(() => undefined)
                  }
                >
                  <LuX />
                </IconButton>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={`이미지 ${i + 1} 뒤로`}
                  disabled={i === images.length - 1 || pending !== null}
                  onClick={() => move(i, i + 1)}
                >
                  <LuChevronRight />
                </IconButton>
              </HStack>
            </Stack>
          ))}
        </HStack>
      )}
      <Text fontSize="xs" color="fg.muted">
        JPEG·PNG·WebP·GIF·AVIF, 10MB 이하. 첫 번째 이미지가 대표 이미지입니다.
      </Text>
    </Stack>
  );
}
