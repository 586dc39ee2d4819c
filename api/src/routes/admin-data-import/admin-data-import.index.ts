import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-data-import.handlers';
import * as routes from './admin-data-import.routes';

export const permissions: PermissionTable = {
  'POST /tools/imports': 'tools.imports.create',
  'GET /tools/imports/:id': 'tools.imports.create',
};

/** 데이터 가져오기 (issue 16 screen 5): products and customers from .csv, .xlsx or .json (services/data-import.ts). */
export const adminDataImportRouter = createRouter()
  .openapi(routes.importJob, handlers.importJob)
  .openapi(routes.importData, handlers.importData);
