import { PlannedPage } from '@market/ui/planned-page';

/** 주문 관리: built in a later issue; until then an honest notice. */
export default function OrdersPage() {
  return <PlannedPage title="주문 관리" />;
}
