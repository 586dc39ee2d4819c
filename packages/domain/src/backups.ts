import { z } from 'zod';

/** 백업 (system spec section 4, issue 16; ADR 030). */
export const BACKUP_KINDS = ['full', 'database', 'settings'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

export const BACKUP_KIND_LABELS: Record<BackupKind, string> = {
  full: '전체 (미디어 포함)',
  database: '데이터베이스',
  settings: '설정',
};

export const BACKUP_STATUS_LABELS: Record<string, string> = {
  completed: '완료',
  running: '진행 중',
  pending: '대기',
  failed: '실패',
  stopped: '중지',
  healthy: '정상',
};

export const BACKUP_MESSAGES = {
  created: '백업이 완료되었습니다.',
  restored: '복원이 완료되었습니다.',
  type: '백업 종류를 선택해주세요.',
  notFound: '백업을 찾을 수 없습니다.',
  notReady: '완료되지 않은 백업은 내려받거나 복원할 수 없습니다.',
  notOurs: '이 쇼핑몰의 백업 파일이 아닙니다.',
  tampered: '백업 파일이 손상되었거나 변경되었습니다. 서명이 맞지 않습니다.',
  otherMigration: '다른 버전의 데이터베이스에서 만든 백업이라 복원할 수 없습니다.',
  unreadable: '백업 파일을 읽을 수 없습니다. gzip으로 압축된 백업 파일을 올려주세요.',
  tooLarge: '백업 파일은 25MB까지 올릴 수 있습니다.',
  conflict: '현재 데이터와 맞지 않아 복원할 수 없습니다. 아무것도 바뀌지 않았습니다.',
  unknownTables: '백업에 없는 테이블입니다',
  confirm: '복원하려면 확인 문구를 입력해주세요.',
  failed: '백업을 만들지 못했습니다.',
  queued: '백업을 시작했습니다. 끝나면 목록에 완료로 표시됩니다.',
  keep: '자동 백업 보관 개수는 1~365개로 입력해주세요.',
  settingsSaved: '백업 설정을 저장했습니다.',
} as const;

/** How many automatic backups the 자동 백업 job keeps (older automatic ones are deleted; manual ones never). */
export const BACKUP_KEEP_DEFAULT = 7;
export const BACKUP_KEEP_MIN = 1;
export const BACKUP_KEEP_MAX = 365;

export const BackupSettingsSchema = z.object({
  keepAutomatic: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type BackupSettings = z.infer<typeof BackupSettingsSchema>;

export const UpdateBackupSettingsSchema = z
  .object({
    keepAutomatic: z
      .number({ error: BACKUP_MESSAGES.keep })
      .int({ error: BACKUP_MESSAGES.keep })
      .min(BACKUP_KEEP_MIN, { error: BACKUP_MESSAGES.keep })
      .max(BACKUP_KEEP_MAX, { error: BACKUP_MESSAGES.keep }),
  })
  .strict();
export type UpdateBackupSettings = z.infer<typeof UpdateBackupSettingsSchema>;

/** What a restore asks: the confirmation word, and optionally only some of the file's tables. */
export const BACKUP_RESTORE_CONFIRM = '복원';

export const CreateBackupSchema = z.object({
  type: z.enum(BACKUP_KINDS, { error: BACKUP_MESSAGES.type }),
});
export type CreateBackup = z.infer<typeof CreateBackupSchema>;

export const RestoreBackupSchema = z.object({
  confirm: z.literal(BACKUP_RESTORE_CONFIRM, { error: BACKUP_MESSAGES.confirm }),
  tables: z.array(z.string().max(100)).max(200).optional(),
});
export type RestoreBackup = z.infer<typeof RestoreBackupSchema>;

export const BackupTableSchema = z.object({ name: z.string(), rows: z.number().int(), checksum: z.string() });

export const BackupSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(BACKUP_KINDS),
  status: z.string(),
  sizeBytes: z.number(),
  durationMs: z.number(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  migration: z.string().nullable(),
  tables: z.array(BackupTableSchema),
  message: z.string().nullable(),
  /** Whether the file is kept (downloadable, restorable). */
  hasFile: z.boolean(),
  /** Taken by the 자동 백업 schedule (pruned by the retention setting). */
  automatic: z.boolean(),
  /** The pg-boss job taking it (null when it ran in the API process itself). */
  jobId: z.string().nullable(),
});
export type Backup = z.infer<typeof BackupSchema>;

export const BackupListSchema = z.object({ items: z.array(BackupSchema) });
export type BackupList = z.infer<typeof BackupListSchema>;

export const RestoreResultSchema = z.object({
  backupId: z.string().nullable(),
  tables: z.array(BackupTableSchema),
  rows: z.number().int(),
  durationMs: z.number().int(),
});
export type RestoreResult = z.infer<typeof RestoreResultSchema>;
