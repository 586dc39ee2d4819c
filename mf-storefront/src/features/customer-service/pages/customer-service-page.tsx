import { HStack, Stack, Text } from '@market/ui/chakra';
import { Tabs } from '@market/ui/chakra-interactive';
import { useCustomerSession } from '@market/session/session-store';
import { LuClock } from 'react-icons/lu';
import { useSearchParams } from '@market/ui/router';
import { PageContainer } from '../../../components/page-container';
import { PageHeading } from '../../../components/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FaqPanel } from '../components/faq-panel';
import { NoticesPanel } from '../components/notices-panel';
import { QnaPanel } from '../components/qna-panel';
import { ReturnsPanel } from '../components/returns-panel';

/** The page's tabs (`?tab=`, default faq; spec 2). */
export const CS_TABS = [
  { value: 'faq', label: '자주 묻는 질문' },
  { value: 'notices', label: '공지사항' },
  { value: 'qna', label: '1:1 문의' },
  { value: 'returns', label: '반품/교환' },
] as const;
type CsTab = (typeof CS_TABS)[number]['value'];

/** `/customer-service?tab=faq|notices|qna|returns`: FAQ, notices, the 1:1 inquiry and returns, from the database. */
export default function CustomerServicePage() {
  useDocumentTitle('고객센터');
  const [params, setParams] = useSearchParams();
  const { customer } = useCustomerSession();
  const raw = params.get('tab');
  const tab: CsTab = CS_TABS.some((t) => t.value === raw) ? (raw as CsTab) : 'faq';
  const noticeId = tab === 'notices' ? params.get('notice') : null;
  const select = (value: string) => setParams(value === 'faq' ? {} : { tab: value });
  const openNotice = (id: string | null) => setParams(id ? { tab: 'notices', notice: id } : { tab: 'notices' });
  return (
    <PageContainer py={{ base: '5', md: '8' }} maxW="4xl">
      <PageHeading eyebrow="CUSTOMER SERVICE" title="고객센터" lead="무엇을 도와드릴까요?" />
      <HStack gap="4" wrap="wrap" mb="6" p="4" rounded="xl" bg="bg.subtle" fontSize="sm" color="fg.muted">
        <HStack gap="2">
          <LuClock aria-hidden />
          <Text>고객센터 운영시간: 평일 09:00 - 18:00</Text>
        </HStack>
      </HStack>
      <Tabs.Root
        value={tab}
        onValueChange={(e) => select(e.value)}
        variant="line"
        size={{ base: 'sm', md: 'md' }}
        lazyMount
        data-testid="cs-tabs"
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          {CS_TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} flexShrink="0">
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Stack pt="6">
          <Tabs.Content value="faq">
            <FaqPanel />
          </Tabs.Content>
          <Tabs.Content value="notices">
            <NoticesPanel noticeId={noticeId} onOpen={openNotice} />
          </Tabs.Content>
          <Tabs.Content value="qna">
            <QnaPanel />
          </Tabs.Content>
          <Tabs.Content value="returns">
            <ReturnsPanel signedIn={Boolean(customer)} />
          </Tabs.Content>
        </Stack>
      </Tabs.Root>
    </PageContainer>
  );
}
