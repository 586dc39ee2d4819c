import { PlannedPage } from '@market/ui/planned-page';

/** 시스템 도구: built in a later issue; until then an honest notice. */
export default function ToolsPage() {
  return <PlannedPage title="시스템 도구" />;
}
