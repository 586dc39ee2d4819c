import { createRoute, z } from '@hono/zod-openapi';
import {
  BACKUP_MESSAGES,
  BackupListSchema,
  BackupSchema,
  BackupSettingsSchema,
  CreateBackupSchema,
  RestoreBackupSchema,
  RestoreResultSchema,
  UpdateBackupSettingsSchema,
} from '@market/domain/backups';
import { AdminErrors, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi';

const IdParam = z.object({ id: z.string().max(100) });

export const listBackups = createRoute({
  method: 'get',
  path: '/tools/backups',
  tags: ['admin'],
  summary: '백업 목록 (이름, 종류, 날짜, 크기, 상태, 소요 시간)',
  responses: { 200: jsonResponse(BackupListSchema, '백업 목록'), ...AdminErrors },
});

export const createBackup = createRoute({
  method: 'post',
  path: '/tools/backups',
  tags: ['admin'],
  summary:
    '백업 만들기 (full: 전체+미디어, database: 미디어 제외 전체, settings: 설정 테이블) — 작업으로 실행, 진행 중 상태와 작업 ID를 바로 응답',
  request: { body: jsonBody(CreateBackupSchema) },
  responses: { 202: jsonResponse(BackupSchema, BACKUP_MESSAGES.queued), 422: errorResponse(BACKUP_MESSAGES.type), ...AdminErrors },
});

export const getBackupSettings = createRoute({
  method: 'get',
  path: '/tools/backups/settings',
  tags: ['admin'],
  summary: '백업 설정 (자동 백업 보관 개수)',
  responses: { 200: jsonResponse(BackupSettingsSchema, '백업 설정'), ...AdminErrors },
});

export const updateBackupSettings = createRoute({
  method: 'put',
  path: '/tools/backups/settings',
  tags: ['admin'],
  summary: '백업 설정 저장 (자동 백업 보관 개수 1~365; 다음 자동 백업부터 적용)',
  request: { body: jsonBody(UpdateBackupSettingsSchema) },
  responses: {
    200: jsonResponse(BackupSettingsSchema, BACKUP_MESSAGES.settingsSaved),
    422: errorResponse(BACKUP_MESSAGES.keep),
    ...AdminErrors,
  },
});

export const downloadBackup = createRoute({
  method: 'get',
  path: '/tools/backups/{id}/download',
  tags: ['admin'],
  summary: '백업 파일 내려받기 (gzip, 서명 포함)',
  request: { params: IdParam },
  responses: {
    200: { content: { 'application/gzip': { schema: z.string() } }, description: '백업 파일' },
    404: errorResponse(BACKUP_MESSAGES.notFound),
    409: errorResponse(BACKUP_MESSAGES.notReady),
    ...AdminErrors,
  },
});

const restoreErrors = {
  400: errorResponse(`${BACKUP_MESSAGES.notOurs} / ${BACKUP_MESSAGES.tampered}`),
  409: errorResponse(`${BACKUP_MESSAGES.otherMigration} / ${BACKUP_MESSAGES.conflict}`),
  413: errorResponse(BACKUP_MESSAGES.tooLarge),
  415: errorResponse(BACKUP_MESSAGES.unreadable),
  422: errorResponse(BACKUP_MESSAGES.confirm),
};

export const restoreBackup = createRoute({
  method: 'post',
  path: '/tools/backups/{id}/restore',
  tags: ['admin'],
  summary: '백업으로 복원 (한 트랜잭션; 감사 로그·개인정보 열람 기록·세션은 그대로)',
  request: { params: IdParam, body: jsonBody(RestoreBackupSchema) },
  responses: {
    200: jsonResponse(RestoreResultSchema, BACKUP_MESSAGES.restored),
    404: errorResponse(BACKUP_MESSAGES.notFound),
    ...restoreErrors,
    ...AdminErrors,
  },
});

const UploadSchema = z.object({
  file: z.any().optional().openapi({ type: 'string', format: 'binary', description: '이 쇼핑몰에서 내려받은 백업 파일 (25MB 이하)' }),
  confirm: z
    .string()
    .optional()
    .openapi({ description: `확인 문구: ${'복원'}` }),
  tables: z.string().optional().openapi({ description: '일부 테이블만 복원할 때 쉼표로 구분한 테이블 이름' }),
});

export const restoreUpload = createRoute({
  method: 'post',
  path: '/tools/backups/restore',
  tags: ['admin'],
  summary: '올린 백업 파일로 복원 (서명·버전 확인 후 한 트랜잭션)',
  request: { body: { content: { 'multipart/form-data': { schema: UploadSchema } }, required: true } },
  responses: { 200: jsonResponse(RestoreResultSchema, BACKUP_MESSAGES.restored), ...restoreErrors, ...AdminErrors },
});
