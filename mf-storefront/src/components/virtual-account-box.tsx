import { Box, Button, HStack, Stack, Text } from '@market/ui/chakra';
import { DataList } from '@market/ui/chakra-more';
import { formatKRW } from '@market/domain/format';
import type { VirtualAccount } from '@market/domain/payments';
import { toaster } from '@market/ui/toaster';

/** 입금기한 as Korean shops write it: 2026년 11월 28일 (토) 23:59까지. */
function formatDue(iso: string): string {
  return new Date(iso).toLocaleString('ko-KR', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

/**
 * The virtual account a bank transfer (무통장입금) is paid into: bank, account number, holder,
 * deadline and amount; shown on the order-complete screen and the order detail (ADR 009).
 */
export function VirtualAccountBox({ account, amount, paid }: { account: VirtualAccount; amount: number; paid: boolean }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account.accountNumber.replace(/-/g, ''));
      toaster.create({ type: 'success', title: '계좌번호를 복사했습니다', duration: 2000 });
    } catch {
      toaster.create({ type: 'error', title: '계좌번호를 복사하지 못했습니다', duration: 2000 });
    }
  };
  return (
    <Box borderWidth="1px" borderColor="border" rounded="md" p="4" data-testid="virtual-account">
      <Stack gap="3">
        <HStack justify="space-between">
          <Text fontSize="sm" fontWeight="800">
            입금 계좌
          </Text>
          <Text fontSize="xs" fontWeight="700" color={paid ? 'fg.success' : 'fg.muted'} data-testid="va-state">
            {paid ? '입금 확인 완료' : '입금 대기'}
          </Text>
        </HStack>
        <DataList.Root orientation="horizontal" size="sm" gap="1.5">
          <DataList.Item>
            <DataList.ItemLabel minW="20">은행</DataList.ItemLabel>
            <DataList.ItemValue data-testid="va-bank">{account.bank}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="20">계좌번호</DataList.ItemLabel>
            <DataList.ItemValue>
              <HStack gap="2">
                <Text as="span" fontWeight="700" data-testid="va-number">
                  {account.accountNumber}
                </Text>
                {!paid && (
                  <Button size="2xs" variant="outline" onClick={copy} aria-label="계좌번호 복사">
                    복사
                  </Button>
                )}
              </HStack>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="20">예금주</DataList.ItemLabel>
            <DataList.ItemValue data-testid="va-holder">{account.holder}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="20">입금할 금액</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="700">{formatKRW(amount)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="20">입금기한</DataList.ItemLabel>
            <DataList.ItemValue data-testid="va-due">{formatDue(account.dueAt)}까지</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {!paid && (
          <Text fontSize="xs" color="fg.muted">
            입금기한까지 입금이 확인되지 않으면 주문이 자동으로 취소됩니다. 입금자명과 금액이 다르면 확인이 늦어질 수 있어요.
          </Text>
        )}
      </Stack>
    </Box>
  );
}
