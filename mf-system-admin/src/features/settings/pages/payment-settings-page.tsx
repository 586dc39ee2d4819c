import { PlannedPage } from '@market/ui/planned-page';

/** 결제 설정: built in a later issue; until then an honest notice. */
export default function PaymentSettingsPage() {
  return <PlannedPage title="결제 설정" />;
}
