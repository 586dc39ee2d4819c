import { Box, HStack, Stack, Text } from '@market/ui/chakra';
import { Link as RouterLink } from '@market/ui/router';
import { LuChevronRight, LuTicket } from 'react-icons/lu';
import { urls } from '../../../urls';

/** The home page's way into the coupon zone (/coupons); a static island (./coupon-zone-link.tsx). */
export default function CouponZoneLinkContent() {
  return (
    <Box asChild borderWidth="1px" borderColor="border" rounded="xl" px={{ base: '4', md: '6' }} py="4" _hover={{ bg: 'bg.subtle' }}>
      <RouterLink to={urls.coupons()} data-testid="home-coupon-zone">
        <HStack gap="4" justify="space-between">
          <HStack gap="3" minW="0">
            <Box color="accent.fg" fontSize="2xl" aria-hidden>
              <LuTicket />
            </Box>
            <Stack gap="0" minW="0">
              <Text fontWeight="700">쿠폰존</Text>
              <Text fontSize="sm" color="fg.muted">
                지금 받을 수 있는 할인·무료배송 쿠폰을 받아 가세요
              </Text>
            </Stack>
          </HStack>
          <LuChevronRight aria-hidden />
        </HStack>
      </RouterLink>
    </Box>
  );
}
