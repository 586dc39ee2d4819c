import { PlannedPage } from '@market/ui/planned-page';

/** 세금 설정: built in a later issue; until then an honest notice. */
export default function TaxSettingsPage() {
  return <PlannedPage title="세금 설정" />;
}
