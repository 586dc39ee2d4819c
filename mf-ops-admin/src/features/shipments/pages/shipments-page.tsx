import { PlannedPage } from '@market/ui/planned-page';

/** 배송 관리: built in a later issue; until then an honest notice. */
export default function ShipmentsPage() {
  return <PlannedPage title="배송 관리" />;
}
