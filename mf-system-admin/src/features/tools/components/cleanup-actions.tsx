import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { Card } from '@market/ui/chakra-more';
import { CLEANUP_ACTIONS, CLEANUP_KINDS, cleanupToast, formatBytes, type CleanupKind, type CleanupResult } from '@market/domain/tools';
import { useStaffSession } from '@market/session/session-store';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { useAdminAction } from '@market/ui/use-admin-action';
import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { runCleanup, STATUS_KEY } from '../api/status';

/**
 * 시스템 정리: each action really deletes (POST /api/admin/tools/cleanup/{kind}, permission
 * tools.cleanup.delete) after a confirmation, then says how many rows and bytes it freed — in the
 * spec's '시스템 정리가 완료되었습니다.' toast and on the card.
 */
export function CleanupActions() {
  const { can } = useStaffSession();
  const canClean = can('tools.cleanup.delete');
  const { pending, perform } = useAdminAction<CleanupKind>(STATUS_KEY);
  const [confirming, setConfirming] = useState<CleanupKind | null>(null);
  const [results, setResults] = useState<Partial<Record<CleanupKind, CleanupResult>>>({});

  const clean = (kind: CleanupKind) =>
    perform(kind, async () => {
      const result = await runCleanup(kind);
      setResults((current) => ({ ...current, [kind]: result }));
      return cleanupToast(result);
    });

  return (
    <Stack gap="3" as="section" aria-labelledby="cleanup-heading">
      <Heading as="h2" size="sm" id="cleanup-heading">
        시스템 정리
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {CLEANUP_KINDS.map((kind) => {
          const action = CLEANUP_ACTIONS[kind];
          const result = results[kind];
          return (
            <Card.Root key={kind} size="sm" data-testid={`cleanup-${kind}`}>
              <Card.Body gap="2">
                <HStack justify="space-between" align="start" gap="3">
                  <Stack gap="1">
                    <Text fontWeight="medium">{action.label}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {action.description}
                    </Text>
                  </Stack>
                  {canClean && (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      flexShrink={0}
                      aria-label={`${action.label} 실행`}
                      loading={pending === kind}
                      disabled={pending !== null && pending !== kind}
                      onClick={() => setConfirming(kind)}
                    >
                      <LuTrash2 aria-hidden /> 정리
                    </Button>
                  )}
                </HStack>
                <Text fontSize="sm" role="status" aria-live="polite" color={result ? undefined : 'fg.subtle'}>
                  {result ? `방금 정리: ${result.deleted.toLocaleString('ko-KR')}건 삭제, ${formatBytes(result.freedBytes)} 확보` : ''}
                </Text>
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={`${CLEANUP_ACTIONS[confirming].label}를 실행할까요?`}
          description={CLEANUP_ACTIONS[confirming].description}
          confirmLabel="정리"
          busy={pending === confirming}
          onConfirm={() => {
            clean(confirming).then(
              () => setConfirming(null),
              () => {}, // the error is a toast; the dialog stays open
            );
          }}
        >
          <Text mt="3" fontSize="sm">
            삭제한 데이터는 되돌릴 수 없습니다.
          </Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
