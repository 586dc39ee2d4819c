import { ErrorState } from '@market/ui/states';
import { Component, type ReactNode } from 'react';

/**
 * Catches a page that throws or whose chunk fails to download, so the header and bottom bar
 * stay usable. The layout keys it by path, so navigating away resets it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorState
          title="페이지를 불러오지 못했습니다"
          description="네트워크 상태를 확인한 뒤 다시 시도해주세요."
          onRetry={() => window.location.reload()}
        />
      );
    }
    return this.props.children;
  }
}
