import { PlannedPage } from '@market/ui/planned-page';

/** 배송 설정: built in a later issue; until then an honest notice. */
export default function ShippingSettingsPage() {
  return <PlannedPage title="배송 설정" />;
}
