import { ButtonGroup, Center, IconButton } from '@market/ui/chakra';
import { Pagination } from '@market/ui/chakra-interactive';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

/** Page numbers under a server-paged list; hidden when everything fits on one page. */
export function ListPager({
  total,
  limit,
  page,
  onPageChange,
  label = '페이지 이동',
}: {
  total: number;
  limit: number;
  page: number;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  if (total <= limit) return null;
  return (
    <Center pt="4">
      <Pagination.Root
        count={total}
        pageSize={limit}
        page={page}
        onPageChange={(e) => onPageChange(e.page)}
        siblingCount={1}
        aria-label={label}
      >
        <ButtonGroup variant="ghost" size="sm" attached={false} gap="1">
          <Pagination.PrevTrigger asChild>
            <IconButton aria-label="이전 페이지">
              <LuChevronLeft />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(p) => (
              <IconButton variant={{ base: 'ghost', _selected: 'outline' }} aria-label={`${p.value} 페이지`}>
                {p.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton aria-label="다음 페이지">
              <LuChevronRight />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </Center>
  );
}
