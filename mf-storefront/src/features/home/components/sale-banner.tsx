import { Box, Button, Heading, Stack, Text } from '@market/ui/chakra';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from '@market/ui/router';
import { urls } from '../../../urls';
import { skipWhileOffscreen } from '../../../lib/offscreen';

/** The season sale banner (spec 9: 'up to 50% off', static) leading to the sale listing. */
export function SaleBanner() {
  return (
    <Box
      as="section"
      aria-labelledby="sale-banner-title"
      bg="accent.subtle"
      rounded="xl"
      px={{ base: '6', md: '12' }}
      py={{ base: '8', md: '12' }}
      data-testid="sale-banner"
      css={skipWhileOffscreen('220px')}
    >
      <Stack gap="3" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'start', md: 'center' }}>
        <Stack gap="1">
          <Text fontSize="xs" fontWeight="700" letterSpacing="0.2em" color="accent.fg">
            WINTER SALE
          </Text>
          <Heading id="sale-banner-title" as="h2" size={{ base: 'xl', md: '2xl' }} letterSpacing="-0.03em">
            시즌오프 최대 50% 할인
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            인기 브랜드의 겨울 아이템을 특별한 가격에 만나보세요.
          </Text>
        </Stack>
        <Button asChild rounded="full" colorPalette="accent">
          <RouterLink to={urls.categories({ sale: 'true' })}>
            세일 상품 보기 <LuArrowRight aria-hidden />
          </RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
