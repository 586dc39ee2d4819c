import { Heading, Stack } from '@market/ui/chakra';
import { useCustomerSession } from '@market/session/session-store';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { LoginPrompt } from '../../../components/auth/login-prompt';
import { ListSkeleton } from '../../../components/list-skeleton';
import { inquiriesPath } from '../api/get-inquiries';
import { InquiryForm } from './inquiry-form';
import { InquiryList } from './inquiry-list';

/** 1:1 inquiry tab: sign-in required (otherwise the login prompt); the form and the shopper's inquiries. */
export function QnaPanel() {
  const { customer, loaded } = useCustomerSession();
  const [page, setPage] = useState(1);
  const { mutate } = useSWRConfig();
  if (!loaded) return <ListSkeleton rows={4} />;
  if (!customer) return <LoginPrompt title="로그인이 필요합니다" description="1:1 문의는 로그인 후 이용하실 수 있습니다." />;
  return (
    <Stack gap="10">
      <InquiryForm
        key={customer.id}
        customer={customer}
        onCreated={() => {
          setPage(1);
          void mutate(inquiriesPath(1));
        }}
      />
      <Stack gap="2">
        <Heading as="h2" size="md">
          나의 문의 내역
        </Heading>
        <InquiryList page={page} onPageChange={setPage} />
      </Stack>
    </Stack>
  );
}
