import { Box, Text } from '@market/ui/chakra';
import { ErrorState } from '@market/ui/states';
import { describeFailure, type RemoteFailureKind } from './failures';

export interface RemoteErrorPanelProps {
  name: string;
  title: string;
  kind?: RemoteFailureKind;
  onRetry: () => void;
  compact?: boolean;
}

/**
 * The Korean panel shown in a remote's area when it cannot be loaded; the rest keeps working.
 * Pages reach it through ./lazy-remote-error-panel.tsx, which loads it on the first failure.
 */
export function RemoteErrorPanel({ name, title, kind, onRetry, compact = false }: RemoteErrorPanelProps) {
  return (
    <Box data-testid={`remote-error-${name}`} py={compact ? '0' : '8'}>
      <ErrorState
        title={`「${title}」 화면을 불러오지 못했습니다`}
        description={
          <>
            <Text as="span" display="block">
              {describeFailure(kind)} 다른 메뉴와 화면은 그대로 이용할 수 있습니다.
            </Text>
            <Text as="span" display="block" mt="1" fontSize="sm" color="fg.subtle">
              잠시 후 다시 시도해주세요.
            </Text>
          </>
        }
        onRetry={onRetry}
      />
    </Box>
  );
}
