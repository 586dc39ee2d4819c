import { Button, HStack, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { Dialog } from '@market/ui/chakra-overlay';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { DetailDialog, DetailFooter } from '@market/ui/detail-dialog';
import { StatusBadge, type StatusTone } from '@market/ui/status-badge';
import { useState, type ReactNode } from 'react';

/**
 * The detail dialog of the content screens (notices, FAQs, events; spec 001 section 4): title with
 * its status, a line under it, the figure tiles, the body, and a footer of 삭제 (behind a confirm),
 * 수정 and the status actions the item allows. Each screen supplies its words and its writes.
 */
export function ContentDetailDialog<A extends string>({
  open,
  testId,
  title,
  statusTone,
  statusLabel,
  badges,
  subtitle,
  stats,
  children,
  canUpdate,
  canDelete,
  pending,
  actions,
  actionLabels,
  solidActions,
  onAct,
  onEdit,
  onRemove,
  onClose,
  deleteTitle,
  deleteDescription,
}: {
  open: boolean;
  /** Prefix of the test ids: `<testId>-detail`, `<testId>-edit`, `<testId>-action-<action>`… */
  testId: string;
  title: string;
  statusTone: StatusTone;
  statusLabel: string;
  badges?: ReactNode;
  subtitle: ReactNode;
  /** The figure tiles: label and shown value. */
  stats: [string, string][];
  children: ReactNode;
  canUpdate: boolean;
  canDelete: boolean;
  pending: string | null;
  actions: readonly A[];
  actionLabels: Record<A, string>;
  /** The actions drawn as the primary button (publish, pin, start). */
  solidActions: readonly A[];
  onAct: (action: A) => Promise<unknown>;
  onEdit: () => void;
  onRemove: () => Promise<unknown>;
  onClose: () => void;
  deleteTitle: string;
  deleteDescription: string;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <DetailDialog open={open && !confirming} onClose={onClose} testId={`${testId}-detail`}>
        {open && (
          <>
            <Dialog.Header>
              <Stack gap="1.5">
                <HStack gap="2" wrap="wrap">
                  <Dialog.Title>{title}</Dialog.Title>
                  <StatusBadge tone={statusTone} data-testid="detail-status">
                    {statusLabel}
                  </StatusBadge>
                  {badges}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {subtitle}
                </Text>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <SimpleGrid columns={stats.length} gap="2" textAlign="center">
                  {stats.map(([label, value]) => (
                    <Stack key={label} gap="0" bg="bg.subtle" borderRadius="l2" py="2">
                      <Text fontSize="xs" color="fg.muted">
                        {label}
                      </Text>
                      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid={`${testId}-stat-${label}`}>
                        {value}
                      </Text>
                    </Stack>
                  ))}
                </SimpleGrid>
                {children}
              </Stack>
            </Dialog.Body>
            <DetailFooter note={!canUpdate && '조회 권한만 있습니다.'}>
              {canDelete && (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  disabled={pending !== null}
                  onClick={() => setConfirming(true)}
                  data-testid={`${testId}-delete`}
                >
                  삭제
                </Button>
              )}
              {canUpdate && (
                <>
                  <Button size="sm" variant="outline" disabled={pending !== null} onClick={onEdit} data-testid={`${testId}-edit`}>
                    수정
                  </Button>
                  {actions.map((action) => (
                    <Button
                      key={action}
                      size="sm"
                      variant={solidActions.includes(action) ? 'solid' : 'outline'}
                      loading={pending === action}
                      disabled={pending !== null}
                      data-testid={`${testId}-action-${action}`}
                      onClick={() => void onAct(action).catch(() => undefined)}
                    >
                      {actionLabels[action]}
                    </Button>
                  ))}
                </>
              )}
            </DetailFooter>
          </>
        )}
      </DetailDialog>
      <ConfirmDialog
        open={open && confirming}
        onOpenChange={(next) => !next && setConfirming(false)}
        title={deleteTitle}
        description={deleteDescription}
        confirmLabel="삭제"
        destructive
        busy={pending === 'delete'}
        testId={`${testId}-delete-confirm`}
        onConfirm={() =>
          void onRemove().then(
            () => {
              setConfirming(false);
              onClose();
            },
            () => undefined,
          )
        }
      />
    </>
  );
}
