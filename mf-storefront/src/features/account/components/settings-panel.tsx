import { Button, HStack, Heading, Stack, Text } from '@market/ui/chakra';
import { Switch } from '@market/ui/chakra-form-controls';
import type { CustomerUser } from '@market/domain/auth';
import { useColorMode, type ColorModeChoice } from '@market/ui/color-mode';
import { toaster } from '@market/ui/toaster';
import { useState, type ReactNode } from 'react';
import { LuLogOut } from 'react-icons/lu';
import { updateProfile } from '../api/update-profile';
import { PasswordForm } from './password-form';

const THEMES: { value: ColorModeChoice; label: string }[] = [
  { value: 'light', label: '라이트' },
  { value: 'dark', label: '다크' },
  { value: 'system', label: '시스템 설정' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" borderWidth="1px" borderColor="border" rounded="xl" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Settings tab: marketing consent (saved on the server), theme, and logout. */
export function SettingsPanel({ customer, onLogout }: { customer: CustomerUser; onLogout: () => void }) {
  const { choice, setChoice } = useColorMode();
  const [busy, setBusy] = useState(false);
  const consent = Boolean(customer.marketingConsent);
  const toggleConsent = async (next: boolean) => {
    setBusy(true);
    try {
      await updateProfile({ marketingConsent: next });
      toaster.create({ type: 'success', title: next ? '마케팅 정보 수신에 동의했습니다' : '마케팅 정보 수신 동의를 철회했습니다' });
    } catch (e) {
      toaster.create({ type: 'error', title: '설정을 저장하지 못했습니다', description: e instanceof Error ? e.message : undefined });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="4">
      <Section title="알림 설정">
        <Switch.Root
          checked={consent}
          disabled={busy}
          onCheckedChange={(e) => void toggleConsent(e.checked)}
          justifyContent="space-between"
          w="full"
          data-testid="marketing-consent"
        >
          <Switch.HiddenInput />
          <Switch.Label>
            <Text as="span" display="block" fontWeight="600">
              마케팅 정보 수신 동의
            </Text>
            <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="400">
              할인 쿠폰, 이벤트, 신상품 소식을 이메일과 문자로 받아보세요.
            </Text>
          </Switch.Label>
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
        </Switch.Root>
      </Section>
      <Section title="화면 테마">
        <HStack gap="2" role="radiogroup" aria-label="화면 테마" wrap="wrap">
          {THEMES.map((t) => (
            <Button
              key={t.value}
              size="sm"
              rounded="full"
              role="radio"
              aria-checked={choice === t.value}
              variant={choice === t.value ? 'solid' : 'outline'}
              onClick={() => setChoice(t.value)}
            >
              {t.label}
            </Button>
          ))}
        </HStack>
      </Section>
      <Section title="비밀번호 변경">
        <PasswordForm />
      </Section>
      <Section title="계정">
        <Button variant="outline" alignSelf="start" onClick={onLogout} data-testid="logout">
          <LuLogOut aria-hidden /> 로그아웃
        </Button>
      </Section>
    </Stack>
  );
}
