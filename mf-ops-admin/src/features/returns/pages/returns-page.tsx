import { PlannedPage } from '@market/ui/planned-page';

/** 반품/교환: built in a later issue; until then an honest notice. */
export default function ReturnsPage() {
  return <PlannedPage title="반품/교환" />;
}
