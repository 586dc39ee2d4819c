import { z } from 'zod';
import { PASSWORD_LINK_RETENTION_DAYS } from './password-link';

/**
 * The system tools screen's status tab and cleanup actions (issue 16, screen 5; system spec
 * section 2 "Admin tools" and section 3 "System status"). The jobs and maintenance tasks are in
 * ./jobs.ts. Everything here is read from the running system by `GET /api/admin/tools/status`.
 */

/** Spec section 4's status values a service shows. */
export const SERVICE_STATUSES = ['healthy', 'running', 'stopped', 'failed'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  healthy: '정상',
  running: '실행 중',
  stopped: '중지됨',
  failed: '오류',
};

const percent = z.number().min(0).max(100);
const bytes = z.number().int().min(0);

export const QueueStatusSchema = z.object({
  /** The job's queue, e.g. `db.vacuum-analyze`, and its Korean label. */
  name: z.string(),
  label: z.string(),
  queued: z.number().int().min(0),
  active: z.number().int().min(0),
  /** Runs that failed for good and are still kept. */
  failed: z.number().int().min(0),
  /** Of those, the ones that failed in the last 24 hours. */
  failedLast24h: z.number().int().min(0),
});
export type QueueStatus = z.infer<typeof QueueStatusSchema>;

export const ServiceStatusSchema = z.object({
  /** Stable id: `api`, `database`, `jobs`. */
  id: z.string(),
  name: z.string(),
  status: z.enum(SERVICE_STATUSES),
  /** Seconds since it started (null when stopped or not known, e.g. the embedded database). */
  uptimeSeconds: z.number().int().min(0).nullable(),
  detail: z.string(),
});
export type ServiceStatusRow = z.infer<typeof ServiceStatusSchema>;

export const SystemStatusSchema = z.object({
  checkedAt: z.string(),
  database: z.object({
    status: z.enum(SERVICE_STATUSES),
    driver: z.enum(['postgres', 'pglite']),
    version: z.string().nullable(),
    /** pg_database_size of the app's database. */
    sizeBytes: bytes,
    /** Open connections to this database (pg_stat_activity), and the server's max_connections. */
    connections: z.number().int().min(0),
    maxConnections: z.number().int().min(0),
    connectionPercent: percent,
    /** The last completed backup (backups table), null when none. */
    lastBackup: z.object({ name: z.string(), completedAt: z.string(), sizeBytes: bytes }).nullable(),
  }),
  storage: z.object({
    /** The disk that holds the data folder (statfs): used and total bytes. */
    usedBytes: bytes,
    totalBytes: bytes,
    usagePercent: percent,
    /** Images staff uploaded (media_uploads), stored in the database. */
    mediaBytes: bytes,
    mediaCount: z.number().int().min(0),
    /** The data folder (embedded database, backups), when it exists on this server. */
    dataDirBytes: bytes.nullable(),
  }),
  memory: z.object({
    /** The machine's memory (os). */
    usedBytes: bytes,
    totalBytes: bytes,
    usagePercent: percent,
    /** This API process (process.memoryUsage). */
    processRssBytes: bytes,
    heapUsedBytes: bytes,
    heapTotalBytes: bytes,
  }),
  services: z.array(ServiceStatusSchema),
  queues: z.array(QueueStatusSchema),
  /** Runs of every queue that failed in the last 24 hours. */
  failedLast24h: z.number().int().min(0),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

/** The data tab's cleanup actions, each a `POST /api/admin/tools/cleanup/{kind}`. */
export const CLEANUP_KINDS = ['logs', 'sessions', 'temp-files', 'unused-images'] as const;
export type CleanupKind = (typeof CLEANUP_KINDS)[number];

/** How long each kind's rows are kept before a cleanup deletes them. */
export const CLEANUP_RETENTION = {
  /** Finished job runs, delivered outbox messages (spec: logs older than 90 days are offered). */
  logDays: 90,
  /** Finished product-import uploads and the app's temporary files. */
  tempHours: 24,
  /** An uploaded image no product, banner, event or return uses, once it is this old (a form may still attach a fresh one). */
  unusedImageHours: 24,
} as const;

export const CLEANUP_ACTIONS: Record<CleanupKind, { label: string; description: string }> = {
  logs: {
    label: '오래된 로그 정리',
    description: `${CLEANUP_RETENTION.logDays}일이 지난 작업 실행 기록과 전달된 알림 대기열, 끝난 로그인 시도 제한 기록을 삭제합니다. 감사 로그는 보존 기간이 지난 것만 삭제합니다.`,
  },
  sessions: {
    label: '만료 세션 정리',
    description: `만료된 관리자와 고객의 로그인 세션과, 사용·만료·취소된 지 ${PASSWORD_LINK_RETENTION_DAYS}일이 지난 비밀번호 설정 링크를 삭제합니다.`,
  },
  'temp-files': {
    label: '임시 파일 정리',
    description: `${CLEANUP_RETENTION.tempHours}시간이 지난 상품 일괄 등록 업로드와 서버의 임시 파일을 삭제합니다.`,
  },
  'unused-images': {
    label: '사용하지 않는 이미지 정리',
    description: `어떤 상품, 배너, 이벤트, 반품에도 쓰이지 않고 ${CLEANUP_RETENTION.unusedImageHours}시간이 지난 업로드 이미지를 삭제합니다.`,
  },
};

export const CleanupKindParamSchema = z.object({
  kind: z.enum(CLEANUP_KINDS, { error: '알 수 없는 정리 작업입니다.' }),
});

export const CleanupResultSchema = z.object({
  kind: z.enum(CLEANUP_KINDS),
  /** Rows (and files) deleted, and the bytes they held. */
  deleted: z.number().int().min(0),
  freedBytes: bytes,
  /** What was deleted, by part (e.g. `{ sessions: 3 }`, `{ 'pgboss.job': 12, outbox: 4 }`). */
  details: z.record(z.string(), z.number().int().min(0)),
});
export type CleanupResult = z.infer<typeof CleanupResultSchema>;

/** Bytes as an operator reads them: '0 B', '512 B', '1.5 KB', '12.3 MB', '1.2 GB'. */
export function formatBytes(value: number): string {
  if (!(value > 0)) return '0 B';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let n = value;
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i += 1;
  }
  return i === 0 ? `${n} B` : `${n >= 100 ? Math.round(n) : n.toFixed(1)} ${units[i]}`;
}

/** The spec's 'system cleanup complete' toast, with what was freed. */
export function cleanupToast(result: Pick<CleanupResult, 'deleted' | 'freedBytes'>): { title: string; message: string } {
  return {
    title: '시스템 정리가 완료되었습니다.',
    message: `${result.deleted.toLocaleString('ko-KR')}건 삭제, ${formatBytes(result.freedBytes)} 확보`,
  };
}

/** Uptime as '3일 4시간', '2시간 5분', '12분', '30초'. */
export function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return `${d}일 ${h}시간`;
  if (h > 0) return `${h}시간 ${m}분`;
  if (m > 0) return `${m}분`;
  return `${Math.floor(seconds)}초`;
}
