import { PlannedPage } from '@market/ui/planned-page';

/** 쿠폰 관리: built in a later issue; until then an honest notice. */
export default function CouponsPage() {
  return <PlannedPage title="쿠폰 관리" />;
}
