import { Box, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { Dialog } from '@market/ui/chakra-overlay';
import type { AuditLog } from '@market/domain/admin-audit';
import { formatDateTime } from '@market/domain/format';
import { DetailDialog, DetailList, DetailSection } from '@market/ui/detail-dialog';
import { AUDIT_SEVERITY_LABELS, AUDIT_STATUS_LABELS, jsonText } from './audit-format';

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" mb="1">
        {label}
      </Text>
      <Box
        as="pre"
        fontSize="xs"
        fontFamily="mono"
        bg="bg.muted"
        p="3"
        borderRadius="l2"
        overflowX="auto"
        whiteSpace="pre-wrap"
        data-testid={`audit-${label === '변경 전' ? 'before' : 'after'}`}
        tabIndex={0}
      >
        {jsonText(value)}
      </Box>
    </Box>
  );
}

/** One log row: who, when, from where, what, and the record before and after. */
export function AuditDetailDialog({ item, onClose }: { item: AuditLog | null; onClose: () => void }) {
  return (
    <DetailDialog open={Boolean(item)} onClose={onClose} testId="audit-detail">
      {item && (
        <>
          <Dialog.Header>
            <Dialog.Title fontSize="lg">{item.actionName}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="4">
              <DetailSection title="기본 정보">
                <DetailList
                  rows={[
                    ['일시', formatDateTime(item.timestamp)],
                    ['사용자', `${item.userName} (${item.userEmail})`],
                    ['작업', item.action],
                    ['대상', [item.resource, item.resourceName, item.resourceId].filter(Boolean).join(' · ')],
                    ['상태', AUDIT_STATUS_LABELS[item.status]],
                    ['중요도', AUDIT_SEVERITY_LABELS[item.severity]],
                    ['IP', item.ip ?? '-'],
                  ]}
                />
              </DetailSection>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <JsonBlock label="변경 전" value={item.before} />
                <JsonBlock label="변경 후" value={item.after} />
              </SimpleGrid>
              {Object.keys(item.details).length > 0 && (
                <Box>
                  <Text fontSize="sm" fontWeight="semibold" mb="1">
                    상세
                  </Text>
                  <Box as="pre" fontSize="xs" fontFamily="mono" bg="bg.muted" p="3" borderRadius="l2" whiteSpace="pre-wrap" tabIndex={0}>
                    {jsonText(item.details)}
                  </Box>
                </Box>
              )}
            </Stack>
          </Dialog.Body>
        </>
      )}
    </DetailDialog>
  );
}
