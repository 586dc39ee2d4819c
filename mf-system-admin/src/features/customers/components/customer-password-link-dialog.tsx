import { Button, HStack, Input, Portal, Stack, Text } from '@market/ui/chakra';
import { Alert } from '@market/ui/chakra-more';
import { Dialog } from '@market/ui/chakra-overlay';
import { formatLinkExpiry, PASSWORD_LINK_TTL_HOURS, type IssuedPasswordLink } from '@market/domain/password-link';
import { useEffect, useRef, useState } from 'react';
import { useIssuePasswordLink } from '../api/issue-password-link';

/**
 * 비밀번호 설정 링크: makes a one-time link for the customer (ADR 034) and shows it once, with a
 * copy button and its expiry. No e-mail is sent; the operator hands the link over.
 */
export function CustomerPasswordLinkDialog({
  customer,
  onClose,
}: {
  customer: { id: string; name: string; hasPassword: boolean };
  onClose: () => void;
}) {
  const { pending, issue } = useIssuePasswordLink();
  const [link, setLink] = useState<IssuedPasswordLink | null>(null);
  const [copied, setCopied] = useState<'done' | 'manual' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // A new link takes the focus, so the keyboard and screen reader land on it.
  useEffect(() => {
    if (link) input.current?.focus();
  }, [link]);

  async function create() {
    try {
      setLink(await issue(customer.id));
      setCopied(null);
    } catch {
      // The error is on a toast; the dialog stays open to try again.
    }
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('done');
    } catch {
      // No clipboard (plain HTTP, permission refused): select the text for Ctrl+C.
      input.current?.select();
      setCopied('manual');
    }
  }

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: 'xs', md: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="customer-password-link-dialog">
            <Dialog.Header>
              <Dialog.Title fontSize="lg">비밀번호 설정 링크</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description color="fg.muted" fontSize="sm">
                  {customer.name} 고객이 직접 비밀번호를 정할 수 있는 링크입니다. {PASSWORD_LINK_TTL_HOURS}시간 동안 한 번만 쓸 수 있고,
                  새로 만들면 이전 링크는 더 이상 쓸 수 없습니다. 이메일은 발송되지 않으니 링크를 복사해 고객에게 전달해주세요.
                </Dialog.Description>
                {!customer.hasPassword && (
                  <Alert.Root status="info" size="sm" data-testid="password-not-set-note">
                    <Alert.Indicator />
                    <Alert.Title>비밀번호 미설정: 이 고객은 아직 로그인할 수 없습니다.</Alert.Title>
                  </Alert.Root>
                )}
                {link && (
                  <Stack gap="2">
                    <Text asChild fontSize="sm" fontWeight="medium">
                      <label htmlFor="password-link-url">링크 주소</label>
                    </Text>
                    <HStack gap="2">
                      <Input
                        id="password-link-url"
                        ref={input}
                        size="sm"
                        readOnly
                        value={link.url}
                        onFocus={(e) => e.currentTarget.select()}
                        fontFamily="mono"
                      />
                      <Button size="sm" variant="outline" flexShrink="0" onClick={() => void copy()}>
                        복사
                      </Button>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" data-testid="password-link-expiry">
                      만료: {formatLinkExpiry(link.expiresAt)}
                    </Text>
                    <Text fontSize="sm" role="status" color={copied === 'manual' ? 'fg.warning' : 'fg.success'}>
                      {copied === 'done' ? '링크를 복사했습니다.' : copied === 'manual' ? '링크를 선택했습니다. Ctrl+C로 복사하세요.' : ''}
                    </Text>
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" size="sm" disabled={pending}>
                  닫기
                </Button>
              </Dialog.ActionTrigger>
              <Button size="sm" loading={pending} onClick={() => void create()}>
                {link ? '새 링크 만들기' : '링크 만들기'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
