import { Button, CloseButton, Portal, Stack, Text } from '@market/ui/chakra';
import { DataList } from '@market/ui/chakra-more';
import { Dialog } from '@market/ui/chakra-overlay';
import type { ReactNode } from 'react';

/**
 * The frame of an admin row's detail dialog: centred, with the corner close button; `children`
 * are its Dialog.Header, Dialog.Body and footer (render them only while there is a row).
 */
export function DetailDialog({
  open,
  onClose,
  testId,
  size = 'lg',
  scrollBehavior = 'inside',
  children,
}: {
  open: boolean;
  onClose: () => void;
  testId: string;
  size?: 'md' | 'lg';
  scrollBehavior?: 'inside' | 'outside';
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={size} placement="center" scrollBehavior={scrollBehavior}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="닫기" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A titled block of a detail dialog's body. */
export function DetailSection({ title, gap = '1.5', children }: { title: string; gap?: string; children: ReactNode }) {
  return (
    <Stack gap={gap}>
      <Text fontSize="sm" fontWeight="semibold">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** Label / value rows (`[label, value]`), labels in one column of `labelWidth`; `numeric` aligns figures. */
export function DetailList({
  rows,
  labelWidth = '80px',
  gap = '1.5',
  numeric = false,
}: {
  rows: readonly (readonly [string, ReactNode])[];
  labelWidth?: string;
  gap?: string;
  numeric?: boolean;
}) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap={gap}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW={labelWidth}>{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all" fontVariantNumeric={numeric ? 'tabular-nums' : undefined}>
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** A detail dialog's footer: a note on the left (why nothing can be done), 닫기, then the row's actions. */
export function DetailFooter({ note, children }: { note?: ReactNode; children?: ReactNode }) {
  return (
    <Dialog.Footer>
      {note && (
        <Text fontSize="sm" color="fg.muted" me="auto">
          {note}
        </Text>
      )}
      <Dialog.ActionTrigger asChild>
        <Button variant="outline" size="sm">
          닫기
        </Button>
      </Dialog.ActionTrigger>
      {children}
    </Dialog.Footer>
  );
}
