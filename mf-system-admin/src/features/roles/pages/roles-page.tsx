import { PlannedPage } from '@market/ui/planned-page';

/** 권한 관리: built in a later issue; until then an honest notice. */
export default function RolesPage() {
  return <PlannedPage title="권한 관리" />;
}
