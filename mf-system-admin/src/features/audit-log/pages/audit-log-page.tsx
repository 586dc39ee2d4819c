import { PlannedPage } from '@market/ui/planned-page';

/** 감사 로그: built in a later issue; until then an honest notice. */
export default function AuditLogPage() {
  return <PlannedPage title="감사 로그" />;
}
