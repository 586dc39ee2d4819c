/**
 * What went wrong with each remote, as the `errorLoadRemote` runtime plugin saw it. Kept on
 * globalThis because the plugin runs inside the federation runtime, which may be evaluated
 * before (and apart from) the app's module graph.
 */
export type RemoteFailureKind = 'network' | 'manifest' | 'script' | 'module' | 'unknown';

export interface RemoteFailure {
  remote: string;
  kind: RemoteFailureKind;
  lifecycle: string;
  message: string;
  at: number;
}

const KEY = '__MARKET_REMOTE_FAILURES__';
type Registry = Record<string, RemoteFailure>;

function registry(): Registry {
  const g = globalThis as unknown as Record<string, Registry | undefined>;
  return (g[KEY] ??= {});
}

/** Sorts an error of the federation runtime into the failure modes the shell tells apart. */
export function classifyRemoteError(error: unknown, lifecycle = ''): RemoteFailureKind {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/ScriptNetworkError|Failed to fetch|NetworkError|ERR_CONNECTION|Load failed|timed out/i.test(text)) return 'network';
  if (/ScriptExecutionError|RUNTIME-001|RUNTIME_001|remoteEntry|SyntaxError|Unexpected token/i.test(text) && lifecycle !== 'afterResolve')
    return 'script';
  if (lifecycle === 'afterResolve' || /manifest|RUNTIME-003|RUNTIME-013|JSON/i.test(text)) return 'manifest';
  if (/invalid module/i.test(text)) return 'module';
  return 'unknown';
}

export function recordRemoteFailure(remote: string, error: unknown, lifecycle: string): RemoteFailure {
  const failure: RemoteFailure = {
    remote,
    kind: classifyRemoteError(error, lifecycle),
    lifecycle,
    message: error instanceof Error ? error.message : String(error),
    at: Date.now(),
  };
  registry()[remote] = failure;
  return failure;
}

export function getRemoteFailure(remote: string): RemoteFailure | undefined {
  return registry()[remote];
}

export function clearRemoteFailure(remote: string): void {
  delete registry()[remote];
}

/** A short Korean cause for the error panel. */
export function describeFailure(kind: RemoteFailureKind | undefined): string {
  switch (kind) {
    case 'network':
      return '화면을 제공하는 서버에 연결할 수 없습니다.';
    case 'manifest':
      return '화면 구성 정보(manifest)를 읽을 수 없습니다.';
    case 'script':
      return '화면 스크립트를 실행할 수 없습니다.';
    case 'module':
      return '화면 모듈의 형식이 올바르지 않습니다.';
    default:
      return '일시적인 오류가 발생했습니다.';
  }
}
