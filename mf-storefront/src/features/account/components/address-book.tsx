import { Badge, Box, Button, HStack, Heading, Stack, Text } from '@market/ui/chakra';
import { addressLine, MAX_ADDRESSES, type Address } from '@market/domain/address';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { PageSkeleton } from '@market/ui/page-skeleton';
import { EmptyState, ErrorState } from '@market/ui/states';
import { toaster } from '@market/ui/toaster';
import { lazy, Suspense, useRef, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { deleteAddress, setDefaultAddress, useAddresses } from '../../../api/addresses-api';

const AddressFormDialog = lazy(() => import(/* webpackChunkName: "address-form" */ './address-form-dialog'));

const failed = (title: string, e: unknown) =>
  toaster.create({ type: 'error', title, description: e instanceof Error ? e.message : undefined });

/** 배송지 관리: the shopper's saved addresses (default first and marked), add, edit, delete, set default. */
export function AddressBook() {
  const { data, error, mutate } = useAddresses(true);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [removing, setRemoving] = useState<Address | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const items = data?.items ?? [];
  const max = data?.max ?? MAX_ADDRESSES;
  const full = items.length >= max;

  const open = (target: Address | 'new', from: HTMLElement) => {
    opener.current = from;
    setEditing(target);
  };
  const closeForm = () => {
    setEditing(null);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const makeDefault = async (a: Address) => {
    setBusy(a.id);
    try {
      const res = await setDefaultAddress(a.id);
      toaster.create({ type: 'success', title: res.message });
    } catch (e) {
      failed('기본 배송지를 바꾸지 못했습니다', e);
    } finally {
      setBusy(null);
    }
  };
  const remove = async () => {
    if (!removing) return;
    setBusy(removing.id);
    try {
      const res = await deleteAddress(removing.id);
      toaster.create({ type: 'success', title: res.message });
      setRemoving(null);
    } catch (e) {
      failed('배송지를 삭제하지 못했습니다', e);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="4" data-testid="address-book">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <HStack gap="2">
          <Heading as="h2" size="md">
            배송지 관리
          </Heading>
          <Text fontSize="sm" color="fg.muted" data-testid="address-count">
            {items.length}/{max}
          </Text>
        </HStack>
        <Button size="sm" onClick={(e) => open('new', e.currentTarget)} disabled={!data || full} data-testid="address-add">
          <LuPlus aria-hidden /> 배송지 추가
        </Button>
      </HStack>
      {full && (
        <Text fontSize="sm" color="fg.muted" data-testid="address-full">
          배송지는 최대 {max}개까지 저장할 수 있습니다. 새 배송지를 추가하려면 사용하지 않는 배송지를 삭제해주세요.
        </Text>
      )}
      {error ? (
        <ErrorState title="배송지를 불러오지 못했습니다" onRetry={() => void mutate()} />
      ) : !data ? (
        <PageSkeleton rows={3} />
      ) : items.length === 0 ? (
        <EmptyState title="저장된 배송지가 없습니다" description="자주 쓰는 배송지를 저장하면 주문할 때 바로 고를 수 있습니다." />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="저장된 배송지">
          {items.map((a) => (
            <Box
              as="li"
              key={a.id}
              borderWidth="1px"
              borderColor={a.isDefault ? 'fg' : 'border'}
              rounded="lg"
              p={{ base: '4', md: '5' }}
              data-testid="address-item"
              data-default={a.isDefault || undefined}
            >
              <Stack gap="1">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="700">{a.label ?? a.name}</Text>
                  {a.isDefault && (
                    <Badge colorPalette="brand" variant="solid" size="sm" data-testid="address-default-badge">
                      기본 배송지
                    </Badge>
                  )}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {a.name} · {a.phone}
                </Text>
                <Text fontSize="sm" wordBreak="keep-all">
                  {addressLine(a)}
                </Text>
              </Stack>
              <HStack gap="2" mt="3" wrap="wrap">
                <Button
                  size="xs"
                  variant="outline"
                  onClick={(e) => open(a, e.currentTarget)}
                  aria-label={`${a.label ?? a.name} 배송지 수정`}
                  data-testid="address-edit"
                >
                  수정
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={(e) => {
                    opener.current = e.currentTarget;
                    setRemoving(a);
                  }}
                  aria-label={`${a.label ?? a.name} 배송지 삭제`}
                  data-testid="address-delete"
                >
                  삭제
                </Button>
                {!a.isDefault && (
                  <Button
                    size="xs"
                    variant="subtle"
                    loading={busy === a.id}
                    onClick={() => void makeDefault(a)}
                    aria-label={`${a.label ?? a.name} 기본 배송지로 설정`}
                    data-testid="address-set-default"
                  >
                    기본 배송지로 설정
                  </Button>
                )}
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
      {editing && (
        <Suspense fallback={null}>
          <AddressFormDialog address={editing === 'new' ? null : editing} onClose={closeForm} />
        </Suspense>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => {
          if (!o) {
            setRemoving(null);
            requestAnimationFrame(() => opener.current?.focus());
          }
        }}
        title="배송지를 삭제할까요?"
        description={removing ? `${removing.label ?? removing.name} · ${addressLine(removing)}` : undefined}
        confirmLabel="삭제"
        destructive
        busy={busy !== null && busy === removing?.id}
        onConfirm={() => void remove()}
        testId="address-delete-confirm"
      />
    </Stack>
  );
}
