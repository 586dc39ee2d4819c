import { Box, Button, Text } from '@market/ui/chakra';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { RemoteErrorPanelProps } from './remote-error-panel';

const Panel = lazy(() =>
  import(/* webpackChunkName: "remote-error-panel" */ './remote-error-panel').then((m) => ({ default: m.RemoteErrorPanel })),
);

/** The panel in plain words, for when its own code cannot be loaded either (the network is down). */
function PlainPanel({ name, title, onRetry }: RemoteErrorPanelProps) {
  return (
    <Box data-testid={`remote-error-${name}`} role="alert" py="16" px="4" textAlign="center">
      <Text fontWeight="semibold">「{title}」 화면을 불러오지 못했습니다</Text>
      <Text mt="1" color="fg.muted">
        잠시 후 다시 시도해주세요.
      </Text>
      <Button mt="3" size="sm" variant="outline" onClick={onRetry}>
        다시 시도
      </Button>
    </Box>
  );
}

class PanelLoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The Korean panel of a remote that cannot be loaded, with its code (the error state, its icons)
 * loaded when a remote fails rather than with every page (ADR 007).
 */
export function RemoteErrorPanel(props: RemoteErrorPanelProps) {
  return (
    <PanelLoadBoundary fallback={<PlainPanel {...props} />}>
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    </PanelLoadBoundary>
  );
}
