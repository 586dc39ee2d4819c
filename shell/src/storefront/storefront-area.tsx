import { Box, Container, Flex, Link as ChakraLink, Skeleton, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import type { StorefrontRemoteModule } from '@market/contract/remotes';
import { useEffect } from 'react';
import { Link, useLocation } from '@market/ui/router';
import { RemoteBoundary } from '../federation/remote-boundary';
import { RemoteErrorPanel } from '../federation/lazy-remote-error-panel';
import { ensureRemoteModule, getRemoteList, getRemoteModuleState, retryRemoteModule, useRemoteStore } from '../federation/remote-store';
import { STOREFRONT_CONTAINER, storefrontRemote } from '../federation/select-remotes';

/** A quiet placeholder in the storefront's shape while its remote loads. */
function StorefrontSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="불러오는 중">
      <Flex h="14" px="4" align="center" justify="space-between" borderBottomWidth="1px" borderColor="border.muted">
        <Skeleton h="5" w="24" />
        <Skeleton h="6" w="16" />
      </Flex>
      <Container maxW="6xl" py="4">
        <Skeleton h={{ base: '48', md: '72' }} rounded="lg" />
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mt="6">
          {Array.from({ length: 8 }, (_, i) => (
            <Stack key={i} gap="2">
              <Skeleton aspectRatio={3 / 4} rounded="md" />
              <Skeleton h="3" w="70%" />
              <Skeleton h="3" w="40%" />
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** When the storefront's own chrome is unavailable, keep a way home and to the admin. */
function FallbackHeader() {
  return (
    <Flex as="header" h="14" px="4" align="center" justify="space-between" borderBottomWidth="1px" borderColor="border.muted">
      <ChakraLink asChild fontWeight="extrabold" letterSpacing="-0.02em" fontSize="lg" _hover={{ textDecoration: 'none' }}>
        <Link to="/">스타일허브</Link>
      </ChakraLink>
      <ChakraLink asChild fontSize="sm" color="fg.muted">
        <Link to="/admin">
          <Text as="span">관리자</Text>
        </Link>
      </ChakraLink>
    </Flex>
  );
}

/** Every non-admin path: the storefront remote's own route tree, isolated behind its boundary. */
export function StorefrontArea() {
  useRemoteStore();
  const { pathname } = useLocation();
  const descriptor = storefrontRemote(getRemoteList().descriptors);
  const name = descriptor?.name ?? STOREFRONT_CONTAINER;
  const title = descriptor?.title ?? '스토어';

  useEffect(() => {
    ensureRemoteModule(name, 'app');
  }, [name]);

  const state = getRemoteModuleState<StorefrontRemoteModule>(name, 'app');
  const retry = () => retryRemoteModule(name, 'app');

  if (state.status === 'error' || (!descriptor && getRemoteList().status === 'error')) {
    return (
      <>
        <FallbackHeader />
        <RemoteErrorPanel name={name} title={title} kind={state.kind} onRetry={retry} />
      </>
    );
  }
  if (state.status !== 'ready' || !state.module) return <StorefrontSkeleton />;
  const App = state.module.default;
  return (
    <RemoteBoundary name={name} title={title} resetKey={pathname}>
      <App />
    </RemoteBoundary>
  );
}
