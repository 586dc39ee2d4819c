import { PlannedPage } from '@market/ui/planned-page';

/** 배너 관리: built in a later issue; until then an honest notice. */
export default function BannersPage() {
  return <PlannedPage title="배너 관리" />;
}
