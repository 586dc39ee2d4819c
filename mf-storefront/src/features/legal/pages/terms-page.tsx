import { LegalDocumentPage } from '../components/legal-document-page';

/** `/terms` (이용약관). */
export default function TermsPage() {
  return <LegalDocumentPage kind="terms" />;
}
