import { PlannedPage } from '@market/ui/planned-page';

/** FAQ: built in a later issue; until then an honest notice. */
export default function FaqsPage() {
  return <PlannedPage title="FAQ" />;
}
