import { Button, Text } from '@market/ui/chakra';
import { Table } from '@market/ui/chakra-more';
import {
  CONNECTION_STATUS_LABELS,
  PAYMENT_SETTINGS_MESSAGES,
  type ConnectionStatus,
  type PaymentConnection,
  type PaymentConnectionProvider,
} from '@market/domain/settings-payment';
import { StatusBadge, type StatusTone } from '@market/ui/status-badge';
import { toaster } from '@market/ui/toaster';
import { useState } from 'react';
import { testPaymentConnection } from '../api/settings-api';

const TONES: Record<ConnectionStatus, StatusTone> = { connected: 'success', disabled: 'neutral', misconfigured: 'danger' };

/**
 * Each provider's connection as the stored configuration gives it, and its test: the sandbox
 * checks the saved settings (not the form's unsaved edits) and says why it failed.
 */
export function PaymentConnections({
  connections,
  unsaved,
  onTested,
}: {
  connections: PaymentConnection[];
  /** The form has edits not saved yet: the test would check the old values. */
  unsaved: boolean;
  onTested: () => void;
}) {
  const [pending, setPending] = useState<PaymentConnectionProvider | null>(null);
  const test = async (provider: PaymentConnectionProvider) => {
    setPending(provider);
    try {
      const result = await testPaymentConnection(provider);
      if (result.ok) toaster.create({ type: 'success', title: result.message, duration: 5000 });
      else
        toaster.create({
          type: 'error',
          title: PAYMENT_SETTINGS_MESSAGES.connectionFailed,
          description: result.reason ?? undefined,
          duration: 8000,
        });
      onTested();
    } catch (error) {
      toaster.create({
        type: 'error',
        title: PAYMENT_SETTINGS_MESSAGES.connectionFailed,
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setPending(null);
    }
  };
  return (
    <>
      {unsaved && (
        <Text fontSize="sm" color="fg.warning" mb="2">
          저장하지 않은 변경이 있습니다. 연결 테스트는 저장된 설정으로 진행됩니다.
        </Text>
      )}
      <Table.ScrollArea borderWidth="1px" rounded="l2">
        <Table.Root size="sm" aria-label="결제 수단 연결 상태">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>결제 수단</Table.ColumnHeader>
              <Table.ColumnHeader>연결 상태</Table.ColumnHeader>
              <Table.ColumnHeader>사유</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">연결 테스트</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {connections.map((c) => (
              <Table.Row key={c.provider} data-testid={`connection-${c.provider}`}>
                <Table.Cell fontWeight="600">{c.label}</Table.Cell>
                <Table.Cell>
                  <StatusBadge tone={TONES[c.status]} data-testid={`connection-status-${c.provider}`}>
                    {CONNECTION_STATUS_LABELS[c.status]}
                  </StatusBadge>
                </Table.Cell>
                <Table.Cell color="fg.muted">{c.reason ?? '-'}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button
                    size="xs"
                    variant="outline"
                    loading={pending === c.provider}
                    disabled={pending !== null}
                    onClick={() => test(c.provider)}
                    aria-label={`${c.label} 연결 테스트`}
                    data-testid={`test-${c.provider}`}
                  >
                    테스트
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}
