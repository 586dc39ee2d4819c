import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@market/ui/chakra';
import { ErrorState } from '@market/ui/states';
import { PageSkeleton } from '@market/ui/page-skeleton';
import { formatEffectiveDate, LEGAL_KIND_LABELS, type LegalKind } from '@market/domain/legal-text';
import { Link as RouterLink, useSearchParams } from '@market/ui/router';
import { PageContainer } from '../../../components/page-container';
import { PageHeading } from '../../../components/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { urls } from '../../../urls';
import { useLegalDocument, useLegalVersion } from '../api/get-legal';
import { LegalBody } from './legal-body';

const EYEBROW: Record<LegalKind, string> = { terms: 'TERMS OF SERVICE', privacy: 'PRIVACY POLICY' };

/**
 * `/terms` and `/privacy`: the current version (or `?version=` a previous one) and the list of
 * every version with its effective date.
 */
export function LegalDocumentPage({ kind }: { kind: LegalKind }) {
  const label = LEGAL_KIND_LABELS[kind];
  useDocumentTitle(label);
  const [params] = useSearchParams();
  const asked = params.get('version');
  const doc = useLegalDocument(kind);
  const previous = useLegalVersion(kind, asked && asked !== doc.data?.current.id ? asked : null);
  const link = (id?: string) => (kind === 'terms' ? urls.terms(id) : urls.privacy(id));

  if (doc.error || previous.error)
    return (
      <PageContainer py="10">
        <ErrorState title={`${label}을 불러오지 못했습니다`} onRetry={() => void (doc.error ? doc.mutate() : previous.mutate())} />
      </PageContainer>
    );
  if (!doc.data || (asked && asked !== doc.data.current.id && !previous.data)) return <PageSkeleton />;
  const shown = previous.data && asked !== doc.data.current.id ? previous.data : doc.data.current;
  const isCurrent = shown.id === doc.data.current.id;

  return (
    <PageContainer py={{ base: '6', md: '10' }} maxW="3xl" data-testid={`legal-page-${kind}`}>
      <PageHeading eyebrow={EYEBROW[kind]} title={label} />
      <Stack gap="2" mb="6" borderWidth="1px" borderColor="border" rounded="lg" p="4" bg="bg.subtle">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="700" data-testid="legal-title">
            {shown.title}
          </Text>
          <Badge colorPalette={isCurrent ? 'green' : 'gray'} variant="subtle" data-testid="legal-version-badge">
            {isCurrent ? '현행' : '이전 버전'} · 제{shown.version}판
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted" data-testid="legal-effective">
          시행일 {formatEffectiveDate(shown.effectiveDate)}
        </Text>
        {!isCurrent && (
          <Text fontSize="sm">
            지금 적용되는 내용은{' '}
            <Link asChild textDecoration="underline" fontWeight="700">
              <RouterLink to={link()}>현행 {label}</RouterLink>
            </Link>
            에서 확인해주세요.
          </Text>
        )}
      </Stack>
      <Box as="article" aria-label={shown.title}>
        <LegalBody body={shown.body} />
      </Box>
      <Box as="section" aria-labelledby="legal-versions" mt="12" borderTopWidth="1px" borderColor="border" pt="6">
        <Heading as="h2" id="legal-versions" size="md" mb="3">
          버전 기록
        </Heading>
        <Stack as="ul" gap="2" listStyleType="none" data-testid="legal-versions">
          {doc.data.versions.map((v) => (
            <li key={v.id}>
              <HStack gap="3" fontSize="sm" wrap="wrap">
                {v.id === shown.id ? (
                  <Text as="span" fontWeight="700" aria-current="page">
                    제{v.version}판 ({formatEffectiveDate(v.effectiveDate)} 시행)
                  </Text>
                ) : (
                  <Link asChild textDecoration="underline">
                    <RouterLink to={link(v.id === doc.data!.current.id ? undefined : v.id)}>
                      제{v.version}판 ({formatEffectiveDate(v.effectiveDate)} 시행)
                    </RouterLink>
                  </Link>
                )}
                {v.id === doc.data!.current.id && (
                  <Text as="span" color="fg.muted" fontSize="xs">
                    현행
                  </Text>
                )}
              </HStack>
            </li>
          ))}
        </Stack>
      </Box>
    </PageContainer>
  );
}
