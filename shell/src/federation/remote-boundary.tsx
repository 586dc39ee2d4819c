import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteFailureKind } from './failures';
import { RemoteErrorPanel } from './lazy-remote-error-panel';

interface Props {
  /** Container name, for the panel's test id. */
  name: string;
  title: string;
  /** Changes on navigation; a new key clears a caught error. */
  resetKey: string;
  /** Called before the boundary resets from the retry button (e.g. to reload the remote). */
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

function kindOf(error: Error): RemoteFailureKind {
  return error.name === 'ChunkLoadError' || /Loading chunk|ScriptNetworkError/.test(error.message) ? 'network' : 'unknown';
}

/**
 * The inner layer of remote isolation: an error thrown while a remote's screen renders (or while
 * one of its lazy chunks loads) shows the Korean panel in that area only, and is forgotten on the
 * next navigation.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.name}] render failed`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) {
      return <RemoteErrorPanel name={this.props.name} title={this.props.title} kind={kindOf(this.state.error)} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}
