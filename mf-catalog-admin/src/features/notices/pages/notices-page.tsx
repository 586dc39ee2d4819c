import { PlannedPage } from '@market/ui/planned-page';

/** 공지사항: built in a later issue; until then an honest notice. */
export default function NoticesPage() {
  return <PlannedPage title="공지사항" />;
}
