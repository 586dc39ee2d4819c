import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-backups.handlers';
import * as routes from './admin-backups.routes';

export const permissions: PermissionTable = {
  'GET /tools/backups': 'tools.backups.read',
  'POST /tools/backups': 'tools.backups.create',
  'GET /tools/backups/settings': 'tools.backups.read',
  'PUT /tools/backups/settings': 'tools.backups.update',
  'GET /tools/backups/:id/download': 'tools.backups.read',
  'POST /tools/backups/:id/restore': 'tools.backups.restore',
  'POST /tools/backups/restore': 'tools.backups.restore',
};

/** 백업 (issue 16 screen 5, ADR 030): take (as a job), list, download and restore backups, and the automatic backups' retention (services/backups.ts). */
export const adminBackupsRouter = createRouter()
  .openapi(routes.listBackups, handlers.listBackups)
  .openapi(routes.createBackup, handlers.createBackup)
  .openapi(routes.getBackupSettings, handlers.getBackupSettings)
  .openapi(routes.updateBackupSettings, handlers.updateBackupSettings)
  .openapi(routes.restoreUpload, handlers.restoreUpload)
  .openapi(routes.downloadBackup, handlers.downloadBackup)
  .openapi(routes.restoreBackup, handlers.restoreBackup);
