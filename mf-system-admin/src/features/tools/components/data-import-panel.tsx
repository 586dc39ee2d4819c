import { EmptyState } from '@market/ui/states';

/**
 * 데이터 가져오기: placeholder of the tools page's layout. The import of products and customers
 * (.csv, .json, .xlsx; `api/src/routes/admin-data-import/`) is built beside this one and replaces
 * this file.
 */
export function DataImportPanel() {
  return <EmptyState title="데이터 가져오기" description="상품과 고객 데이터 가져오기가 이 자리에 표시됩니다." />;
}
