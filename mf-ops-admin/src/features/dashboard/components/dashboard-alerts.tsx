import type { DashboardAlert, DashboardAlertType } from '@market/domain/dashboard';
import { Badge, Box, HStack, Link, Stack, Text } from '@market/ui/chakra';
import { Link as RouterLink } from '@market/ui/router';
import type { ReactElement } from 'react';
import { LuChevronRight, LuCircleCheck, LuMessageCircleQuestion, LuPackageX, LuTriangleAlert, LuUndo2, LuWallet } from 'react-icons/lu';

const ICONS: Record<DashboardAlertType, ReactElement> = {
  low_stock: <LuPackageX />,
  returns_waiting: <LuUndo2 />,
  qna_unanswered: <LuMessageCircleQuestion />,
  settlements_due: <LuWallet />,
  shipments_exception: <LuTriangleAlert />,
};

export const ALERT_LINK_LABELS: Record<DashboardAlertType, string> = {
  low_stock: '재고 확인',
  returns_waiting: '반품/교환 처리',
  qna_unanswered: '문의 답변',
  settlements_due: '정산 확인',
  shipments_exception: '배송 확인',
};

/** The spec's alerts: real pending work, each a link to the screen that handles it. */
export function DashboardAlerts({ alerts }: { alerts: DashboardAlert[] }) {
  return (
    <Stack
      as="section"
      aria-labelledby="dashboard-alerts-title"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg.panel"
      p="4"
      gap="3"
    >
      <HStack justify="space-between">
        <Text id="dashboard-alerts-title" fontWeight="semibold">
          확인이 필요한 작업
        </Text>
        {alerts.length > 0 && (
          <Badge colorPalette="orange" variant="solid" size="sm" borderRadius="full">
            {alerts.length}
          </Badge>
        )}
      </HStack>
      {alerts.length === 0 ? (
        <HStack color="fg.muted" fontSize="sm" gap="2" py="1">
          <Box color="green.fg" aria-hidden>
            <LuCircleCheck />
          </Box>
          <Text>지금 처리할 작업이 없습니다.</Text>
        </HStack>
      ) : (
        <Box
          as="ul"
          listStyleType="none"
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }}
          gap="2"
        >
          {alerts.map((a) => (
            <Box as="li" key={a.type} data-testid={`alert-${a.type}`}>
              <Link
                asChild
                display="flex"
                alignItems="center"
                gap="3"
                px="3"
                py="2.5"
                h="full"
                borderRadius="l2"
                borderWidth="1px"
                colorPalette={a.severity === 'critical' ? 'red' : 'orange'}
                borderColor="colorPalette.muted"
                bg="colorPalette.subtle"
                color="fg"
                textDecoration="none"
                _hover={{ bg: 'colorPalette.muted', textDecoration: 'none' }}
                focusRing="outside"
              >
                <RouterLink to={a.href}>
                  <Box color="colorPalette.fg" fontSize="lg" aria-hidden flexShrink={0}>
                    {ICONS[a.type]}
                  </Box>
                  <Stack gap="0" flex="1" minW="0">
                    <Text fontSize="sm">{a.message}</Text>
                    <Text fontSize="xs" color="colorPalette.fg" fontWeight="medium">
                      {ALERT_LINK_LABELS[a.type]}
                    </Text>
                  </Stack>
                  <Box color="fg.muted" aria-hidden flexShrink={0}>
                    <LuChevronRight />
                  </Box>
                </RouterLink>
              </Link>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
