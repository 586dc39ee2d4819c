import { PlannedPage } from '@market/ui/planned-page';

/** 쇼핑몰 설정: built in a later issue; until then an honest notice. */
export default function ShopSettingsPage() {
  return <PlannedPage title="쇼핑몰 설정" />;
}
