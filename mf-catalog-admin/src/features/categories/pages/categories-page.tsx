import { PlannedPage } from '@market/ui/planned-page';

/** 카테고리 관리: built in a later issue; until then an honest notice. */
export default function CategoriesPage() {
  return <PlannedPage title="카테고리 관리" />;
}
