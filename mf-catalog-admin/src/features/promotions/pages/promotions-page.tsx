import { PlannedPage } from '@market/ui/planned-page';

/** 프로모션 관리: built in a later issue; until then an honest notice. */
export default function PromotionsPage() {
  return <PlannedPage title="프로모션 관리" />;
}
