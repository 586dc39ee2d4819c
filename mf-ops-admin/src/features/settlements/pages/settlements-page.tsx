import { PlannedPage } from '@market/ui/planned-page';

/** 정산 관리: built in a later issue; until then an honest notice. */
export default function SettlementsPage() {
  return <PlannedPage title="정산 관리" />;
}
