import { Box, Button, HStack, Heading, IconButton, Link, Stack, Text, Wrap } from '@market/ui/chakra';
import { LuClock, LuX } from 'react-icons/lu';
import { Link as RouterLink } from '@market/ui/router';
import { DEFAULT_POPULAR_SEARCHES } from '@market/domain/catalog-rules';
import { urls } from '../../../urls';
import { usePopularSearches } from '../api/get-popular-searches';
import { useStoredSnapshot } from '../../../lib/use-stored-snapshot';
import { RECENT_SEARCHES_SHOWN, recentSearchesStore } from '../recent-searches';

const NO_TERMS = { terms: [] as string[] };

/** Recent searches (newest 5, remove one, clear all) and the popular ranking, before a search. */
export function SearchDiscovery() {
  const { terms } = useStoredSnapshot(recentSearchesStore.state, NO_TERMS);
  const popular = usePopularSearches();
  const popularTerms = popular.data?.terms.length ? popular.data.terms : popular.error ? [...DEFAULT_POPULAR_SEARCHES] : undefined;
  return (
    <Stack gap="10">
      <Box as="section" aria-labelledby="recent-searches-title" data-testid="recent-searches">
        <HStack justify="space-between" mb="3">
          <Heading id="recent-searches-title" as="h2" size="md">
            최근 검색어
          </Heading>
          {terms.length > 0 && (
            <Button
              size="xs"
              variant="ghost"
              color="fg.muted"
              onClick={() => recentSearchesStore.clear()}
              data-testid="clear-recent-searches"
            >
              전체 삭제
            </Button>
          )}
        </HStack>
        {terms.length === 0 ? (
          <Text fontSize="sm" color="fg.subtle">
            최근 검색어가 없습니다
          </Text>
        ) : (
          <Wrap gap="2" as="ul" listStyleType="none">
            {terms.slice(0, RECENT_SEARCHES_SHOWN).map((t) => (
              <HStack
                as="li"
                key={t}
                gap="0"
                borderWidth="1px"
                borderColor="border"
                rounded="full"
                ps="3"
                pe="1"
                data-testid="recent-search"
              >
                <Link asChild fontSize="sm" display="inline-flex" alignItems="center" gap="1.5" _hover={{ textDecoration: 'none' }}>
                  <RouterLink to={urls.search(t)} onClick={() => recentSearchesStore.add(t)}>
                    <LuClock aria-hidden />
                    {t}
                  </RouterLink>
                </Link>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  rounded="full"
                  aria-label={`최근 검색어 ${t} 삭제`}
                  onClick={() => recentSearchesStore.remove(t)}
                >
                  <LuX />
                </IconButton>
              </HStack>
            ))}
          </Wrap>
        )}
      </Box>
      <Box as="section" aria-labelledby="popular-searches-title" data-testid="popular-searches">
        <Heading id="popular-searches-title" as="h2" size="md" mb="3">
          인기 검색어
        </Heading>
        {popularTerms ? (
          <Box as="ol" listStyleType="none" display="grid" gridTemplateColumns="repeat(2, minmax(0, 1fr))" columnGap="6">
            {popularTerms.slice(0, 10).map((t, i) => (
              <li key={t}>
                <Link asChild display="flex" gap="3" py="2" fontSize="sm" _hover={{ textDecoration: 'none', color: 'fg.muted' }}>
                  <RouterLink to={urls.search(t)} onClick={() => recentSearchesStore.add(t)} data-testid="popular-search">
                    <Text as="span" fontWeight="800" color={i < 3 ? 'accent.fg' : 'fg.subtle'} minW="5" flexShrink="0">
                      {i + 1}
                    </Text>
                    <Text as="span" truncate>
                      {t}
                    </Text>
                  </RouterLink>
                </Link>
              </li>
            ))}
          </Box>
        ) : (
          <Text fontSize="sm" color="fg.subtle">
            불러오는 중...
          </Text>
        )}
      </Box>
    </Stack>
  );
}
