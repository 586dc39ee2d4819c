import { PlannedPage } from '@market/ui/planned-page';

/** 상품 관리: built in a later issue; until then an honest notice. */
export default function ProductsPage() {
  return <PlannedPage title="상품 관리" />;
}
