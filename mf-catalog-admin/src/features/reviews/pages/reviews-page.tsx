import { PlannedPage } from '@market/ui/planned-page';

/** 리뷰 관리: built in a later issue; until then an honest notice. */
export default function ReviewsPage() {
  return <PlannedPage title="리뷰 관리" />;
}
