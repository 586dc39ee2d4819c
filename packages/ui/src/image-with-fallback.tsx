import { Box, Center, Icon, Image, type BoxProps } from '@market/ui/chakra';
import { useCallback, useState } from 'react';
import { LuImageOff } from 'react-icons/lu';

export interface ImageWithFallbackProps extends Omit<BoxProps, 'children'> {
  src?: string | null;
  /** Required: describes the image; the placeholder announces it too. */
  alt: string;
  fit?: 'cover' | 'contain';
  loading?: 'lazy' | 'eager';
}

/**
 * An image that shows a neutral placeholder when its source is missing or fails to load (spec 8:
 * 'missing image: placeholder'). Size it like a box (`aspectRatio`, `w`, `h`); the image fills it.
 */
export function ImageWithFallback({ src, alt, fit = 'cover', loading = 'lazy', ...box }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  // A server-rendered image may fail before React is attached to the page and misses the error
  // event: a finished image with no pixels has failed.
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && src && img.complete && img.naturalWidth === 0) setFailedSrc(src);
    },
    [src],
  );
  return (
    <Box position="relative" overflow="hidden" bg="bg.muted" {...box}>
      {failed ? (
        // A decorative image (alt '') stays out of the accessibility tree when it fails too.
        <Center position="absolute" inset="0" color="fg.subtle" {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>
          <Icon boxSize="7" aria-hidden>
            <LuImageOff />
          </Icon>
        </Center>
      ) : (
        <Image
          ref={checkLoaded}
          src={src}
          alt={alt}
          loading={loading}
          decoding="async"
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit={fit}
          onError={() => setFailedSrc(src)}
        />
      )}
    </Box>
  );
}
