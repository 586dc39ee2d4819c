import { PlannedPage } from '@market/ui/planned-page';

/** 셀러 관리: built in a later issue; until then an honest notice. */
export default function SellersPage() {
  return <PlannedPage title="셀러 관리" />;
}
