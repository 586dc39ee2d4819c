import { LegalDocumentPage } from '../components/legal-document-page';

/** `/privacy` (개인정보처리방침). */
export default function PrivacyPage() {
  return <LegalDocumentPage kind="privacy" />;
}
