import { Box, Text } from '@market/ui/chakra';
import type { ReactNode } from 'react';

/**
 * The operator's answer in a review or Q&A detail: the text and, under it, who answered or when;
 * a muted line while there is none. `outlined` sets it apart from a question shown just above.
 */
export function ReplyView({
  reply,
  meta,
  testId,
  metaTestId,
  outlined = false,
}: {
  reply: string | null;
  meta?: ReactNode;
  testId: string;
  metaTestId?: string;
  outlined?: boolean;
}) {
  if (!reply) {
    return (
      <Text fontSize="sm" color="fg.muted">
        아직 답변이 없습니다.
      </Text>
    );
  }
  return (
    <Box {...(outlined ? { borderWidth: '1px', borderColor: 'border' } : { bg: 'bg.subtle' })} borderRadius="l2" px="3" py="2">
      <Text fontSize="sm" whiteSpace="pre-line" data-testid={testId}>
        {reply}
      </Text>
      {meta && (
        <Text fontSize="xs" color="fg.muted" mt="1" data-testid={metaTestId}>
          {meta}
        </Text>
      )}
    </Box>
  );
}
