import { Box, Button, Center, Heading, Stack, Text } from '@market/ui/chakra';
import type { AdminRoute } from '@market/contract/remotes';
import { useStaffSession } from '@market/session/session-store';
import { PageSkeleton } from '@market/ui/page-skeleton';
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { LuFileQuestion, LuShieldAlert } from 'react-icons/lu';
import type { RemoteDescriptor } from '@market/contract/remotes';
import { Link, Route, Routes, useLocation } from '@market/ui/router';
import { RemoteBoundary } from '../../federation/remote-boundary';
import { RemoteErrorPanel } from '../../federation/lazy-remote-error-panel';
import { adminSubPath, findAdminEntry, resolveAdminPath, type AdminEntry } from './admin-routes';
import type { AdminRemoteView } from './use-admin-remotes';

const pages = new WeakMap<AdminRoute, LazyExoticComponent<ComponentType>>();

/** One React.lazy per route object, so a page's chunk is fetched once and only when visited. */
function lazyPage(route: AdminRoute): LazyExoticComponent<ComponentType> {
  let page = pages.get(route);
  if (!page) {
    page = lazy(route.load);
    pages.set(route, page);
  }
  return page;
}

function StatusPanel({
  icon,
  title,
  description,
  testId,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Center py={{ base: '16', md: '24' }} px="4" data-testid={testId}>
      <Stack align="center" gap="3" textAlign="center" maxW="md">
        <Center boxSize="12" rounded="full" bg="bg.muted" color="fg.muted" fontSize="xl" aria-hidden>
          {icon}
        </Center>
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted">{description}</Text>
        {children}
      </Stack>
    </Center>
  );
}

export function ForbiddenPanel() {
  return (
    <StatusPanel
      icon={<LuShieldAlert />}
      title="접근 권한이 없습니다"
      description="이 페이지를 볼 수 있는 권한이 없습니다. 필요하면 최고 관리자에게 권한을 요청하세요."
      testId="admin-forbidden"
    >
      <Button asChild variant="outline" size="sm" mt="2">
        <Link to="/admin">대시보드로 이동</Link>
      </Button>
    </StatusPanel>
  );
}

export function AdminNotFound() {
  return (
    <StatusPanel
      icon={<LuFileQuestion />}
      title="페이지를 찾을 수 없습니다"
      description="요청하신 관리자 페이지가 존재하지 않습니다."
      testId="admin-not-found"
    >
      <Button asChild variant="outline" size="sm" mt="2">
        <Link to="/admin">대시보드로 이동</Link>
      </Button>
    </StatusPanel>
  );
}

function usePageTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = `${title} · 스타일허브 ADMIN`;
  }, [title]);
}

interface ContentProps {
  entries: AdminEntry[];
  remotes: AdminRemoteView[];
  withheld: RemoteDescriptor[];
  listStatus: 'loading' | 'ready' | 'error';
  retryList: () => void;
}

/** A page of a remote: 403 without its permission, else its lazy chunk behind the remote's boundary. */
function AdminPageSlot({ entry, remotes }: { entry: AdminEntry; remotes: AdminRemoteView[] }) {
  const { can } = useStaffSession();
  const { pathname } = useLocation();
  const allowed = can(entry.route.permission);
  usePageTitle(allowed ? entry.route.label : '접근 권한 없음');
  if (!allowed) return <ForbiddenPanel />;
  const remote = remotes.find((r) => r.descriptor.name === entry.remote);
  const Page = lazyPage(entry.route);
  return (
    <RemoteBoundary
      name={entry.remote}
      title={remote?.descriptor.title ?? entry.remote}
      resetKey={pathname}
      // A failed chunk stays failed inside React.lazy; forget it so the retry fetches again.
      onRetry={() => pages.delete(entry.route)}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}

/** Any path no loaded table knows: wait, the failed remotes' panels, or 'page not found'. */
function UnknownAdminPath({ entries, remotes, withheld, listStatus, retryList }: ContentProps) {
  const { pathname } = useLocation();
  const { can } = useStaffSession();
  const path = adminSubPath(pathname) ?? 'dashboard';
  const resolution = resolveAdminPath(path, entries, remotes, can, listStatus === 'loading', withheld);
  usePageTitle(resolution.kind === 'not-found' ? '페이지를 찾을 수 없습니다' : null);
  if (listStatus === 'error') {
    return <RemoteErrorPanel name="remotes" title="관리자" onRetry={retryList} />;
  }
  switch (resolution.kind) {
    case 'page':
      return <AdminPageSlot entry={resolution.entry} remotes={remotes} />;
    case 'forbidden':
    case 'forbidden-area':
      return <ForbiddenPanel />;
    case 'pending':
      return <PageSkeleton />;
    case 'remote-error':
      return (
        <>
          {resolution.remotes.map((d) => {
            const view = remotes.find((r) => r.descriptor.name === d.name);
            return <RemoteErrorPanel key={d.name} name={d.name} title={d.title} kind={view?.kind} onRetry={() => view?.retry()} />;
          })}
        </>
      );
    case 'not-found':
      return <AdminNotFound />;
  }
}

/**
 * The admin routes, built from the loaded route tables: `/admin` and `/admin/dashboard` render the
 * `dashboard` page; every other page at its own path (params work, `useParams` included).
 */
export function AdminContent(props: ContentProps) {
  const { entries, remotes } = props;
  const dashboard = findAdminEntry(entries, 'dashboard');
  return (
    <Box>
      <Routes>
        <Route index element={dashboard ? <AdminPageSlot entry={dashboard} remotes={remotes} /> : <UnknownAdminPath {...props} />} />
        {entries.map((entry) => (
          <Route key={entry.path} path={entry.path} element={<AdminPageSlot entry={entry} remotes={remotes} />} />
        ))}
        <Route path="*" element={<UnknownAdminPath {...props} />} />
      </Routes>
    </Box>
  );
}
