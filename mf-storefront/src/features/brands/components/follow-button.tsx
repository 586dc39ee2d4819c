import { Button, HStack, Link, Text } from '@market/ui/chakra';
import { ApiError } from '@market/api-client/api-fetch';
import type { BrandDetail } from '@market/domain/brand';
import { useCustomerSession } from '@market/session/session-store';
import { toaster } from '@market/ui/toaster';
import { useState } from 'react';
import { LuHeart } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from '@market/ui/router';
import { urls } from '../../../urls';
import { followBrand, unfollowBrand, type FollowState } from '../api/follow-brand';

const SIGN_IN_TOAST = { type: 'info', title: '로그인이 필요합니다', description: '브랜드를 팔로우하려면 로그인해주세요.' } as const;

/**
 * Follow / unfollow for a signed-in shopper (kept on the server, the count moves); an anonymous
 * shopper is asked to sign in. Controlled: the brand page owns `following` (from the API).
 */
export function FollowButton({
  brand,
  following,
  onChange,
}: {
  brand: BrandDetail;
  following: boolean;
  onChange: (state: FollowState) => void;
}) {
  const { customer } = useCustomerSession();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const [askSignIn, setAskSignIn] = useState(false);

  const click = async () => {
    if (!customer) {
      setAskSignIn(true);
      toaster.create(SIGN_IN_TOAST);
      return;
    }
    setBusy(true);
    try {
      const state = following ? await unfollowBrand(brand.id) : await followBrand(brand.id);
      onChange(state);
      toaster.create({
        type: 'success',
        title: state.following ? `${brand.name}을(를) 팔로우합니다` : '팔로우를 취소했습니다',
        duration: 2500,
      });
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        setAskSignIn(true);
        toaster.create(SIGN_IN_TOAST);
      } else {
        toaster.create({
          type: 'error',
          title: '팔로우하지 못했습니다',
          description: e instanceof Error ? e.message : '잠시 후 다시 시도해주세요.',
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <HStack gap="3" wrap="wrap">
      <Button
        rounded="full"
        px="6"
        variant={following ? 'outline' : 'solid'}
        loading={busy}
        aria-pressed={following}
        onClick={() => void click()}
        data-testid="follow-button"
      >
        <LuHeart aria-hidden fill={following ? 'currentColor' : 'none'} />
        {following ? '팔로잉' : '팔로우'}
      </Button>
      {askSignIn && !customer && (
        <Text fontSize="sm" color="fg.muted" data-testid="follow-login-prompt">
          팔로우는 로그인 후 이용할 수 있습니다.{' '}
          <Link asChild fontWeight="700" textDecoration="underline">
            <RouterLink to={urls.login(`${pathname}${search}`)}>로그인하기</RouterLink>
          </Link>
        </Text>
      )}
    </HStack>
  );
}
