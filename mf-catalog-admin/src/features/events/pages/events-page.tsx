import { PlannedPage } from '@market/ui/planned-page';

/** 이벤트: built in a later issue; until then an honest notice. */
export default function EventsPage() {
  return <PlannedPage title="이벤트" />;
}
