import { PlannedPage } from '@market/ui/planned-page';

/** Q&A 관리: built in a later issue; until then an honest notice. */
export default function QnaPage() {
  return <PlannedPage title="Q&A 관리" />;
}
