import { Badge, Box, Button, HStack, Heading, IconButton, Image, Stack, Text } from '@market/ui/chakra';
import { useEffect, useRef, useState } from 'react';
import { LuArrowRight, LuPause, LuPlay } from 'react-icons/lu';
import { Link as RouterLink } from '@market/ui/router';
import posterUrl from '../../../assets/hero-poster.jpg';
import videoUrl from '../../../assets/hero.mp4';
import { brandCountPhrase, useBrandCount } from '../../../api/get-brand-count';
import { PageContainer } from '../../../components/page-container';
import { urls } from '../../../urls';

type VideoState = 'loading' | 'ready' | 'error';

/** Resolves once the page (its first screen's images included) has loaded. */
function afterPageLoad(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run();
    return () => undefined;
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}

/**
 * Full-screen looping muted hero video (made by scripts/make-hero-video.sh) over its poster:
 * 'Loading video...' while it loads, 'Video unavailable' and the poster when it fails (spec 2, 8).
 * The poster is an image in the server's HTML, the first screen's largest paint; the video is
 * added once the page has loaded, so its megabytes never hold up the first screen.
 */
export function HeroVideo() {
  const brandCount = useBrandCount();
  const ref = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<VideoState>('loading');
  const [paused, setPaused] = useState(false);
  const [withVideo, setWithVideo] = useState(false);

  useEffect(() => afterPageLoad(() => setWithVideo(true)), []);

  useEffect(() => {
    const video = ref.current;
    if (!withVideo || !video) return;
    // React sets `muted` as a property only; autoplay policies read it, so make sure it is set.
    video.muted = true;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      video.pause();
      setPaused(true);
      return;
    }
    // The source may have failed before React listened (a fast 404): read the element's own state.
    if (video.error) {
      setState('error');
      return;
    }
    video.play().catch((e: unknown) => {
      if (video.error || (e instanceof DOMException && e.name === 'NotSupportedError')) setState('error');
      else setPaused(true); // autoplay refused: the shopper can press play
    });
  }, [withVideo]);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      void video
        .play()
        .then(() => setPaused(false))
        .catch(() => setPaused(true));
    } else {
      video.pause();
      setPaused(true);
    }
  };

  return (
    <Box
      as="section"
      aria-labelledby="home-hero-title"
      position="relative"
      overflow="hidden"
      h={{ base: 'calc(100dvh - 7.5rem)', md: 'calc(100dvh - 7.5rem)' }}
      minH="26rem"
      maxH="56rem"
      bg="gray.900"
      color="white"
      data-testid="home-hero"
    >
      <Image
        src={posterUrl}
        alt="스타일허브 메인 이미지"
        fetchPriority="high"
        position="absolute"
        inset="0"
        w="full"
        h="full"
        objectFit="cover"
        data-testid={state === 'error' ? 'hero-fallback-image' : 'hero-poster'}
      />
      {state !== 'error' && withVideo && (
        <video
          ref={ref}
          data-testid="hero-video"
          src={videoUrl}
          poster={posterUrl}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-label="스타일허브 브랜드 영상"
          onLoadedData={() => setState('ready')}
          onPlaying={() => {
            setState('ready');
            setPaused(false);
          }}
          onPause={() => setPaused(true)}
          onError={() => setState('error')}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      <Box
        position="absolute"
        inset="0"
        bgGradient="to-t"
        gradientFrom="blackAlpha.700"
        gradientVia="blackAlpha.200"
        gradientTo="transparent"
      />

      <HStack position="absolute" top="4" right="4" gap="2">
        {state === 'loading' && (
          <Badge size="md" variant="solid" bg="blackAlpha.600" color="white" data-testid="hero-video-loading" aria-live="polite">
            Loading video...
          </Badge>
        )}
        {state === 'error' && (
          <Badge size="md" variant="solid" bg="blackAlpha.700" color="white" data-testid="hero-video-error" role="status">
            Video unavailable
          </Badge>
        )}
        {state !== 'error' && (
          <IconButton
            size="sm"
            rounded="full"
            variant="solid"
            bg="blackAlpha.600"
            color="white"
            _hover={{ bg: 'blackAlpha.800' }}
            aria-label={paused ? '영상 재생' : '영상 일시정지'}
            aria-pressed={!paused}
            onClick={toggle}
            data-testid="hero-video-toggle"
          >
            {paused ? <LuPlay /> : <LuPause />}
          </IconButton>
        )}
      </HStack>

      <PageContainer position="relative" h="full" display="flex" alignItems="end" pb={{ base: '10', md: '16' }}>
        <Stack gap={{ base: '4', md: '5' }} maxW="2xl">
          <Text fontSize="xs" fontWeight="700" letterSpacing="0.3em" opacity={0.8}>
            2026 WINTER COLLECTION
          </Text>
          <Heading
            id="home-hero-title"
            as="h1"
            fontSize={{ base: '4xl', md: '6xl' }}
            fontWeight="800"
            lineHeight="1.1"
            letterSpacing="-0.04em"
          >
            스타일허브
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} opacity={0.9} lineHeight="1.7">
            {brandCountPhrase(brandCount, '패션 브랜드')}를 한곳에서.
            <br />
            지금 가장 사랑받는 브랜드를 만나보세요.
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button
              asChild
              size="lg"
              rounded="full"
              px="7"
              bg="white"
              color="gray.900"
              _hover={{ bg: 'whiteAlpha.900' }}
              data-testid="hero-brands-button"
            >
              <RouterLink to={urls.brands()}>
                브랜드 둘러보기 <LuArrowRight aria-hidden />
              </RouterLink>
            </Button>
            <Button
              asChild
              size="lg"
              rounded="full"
              px="7"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <RouterLink to={urls.newIn()}>신상품 보기</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </PageContainer>
    </Box>
  );
}
