import { Box, Center, Stack, Text } from '@market/ui/chakra';
import { LuConstruction } from 'react-icons/lu';
import { PageHeader } from '@market/ui/page-header';

/** An admin page that a later step builds: its title and an honest notice, nothing fake. */
export function PlannedPage({ title }: { title: string }) {
  return (
    <Stack gap="5">
      <PageHeader title={title} />
      <Center
        borderWidth="1px"
        borderStyle="dashed"
        borderColor="border"
        borderRadius="l2"
        bg="bg.subtle"
        py="16"
        px="4"
        data-testid="planned-page"
      >
        <Stack align="center" gap="2" textAlign="center">
          <Box color="fg.subtle" fontSize="3xl" aria-hidden>
            <LuConstruction />
          </Box>
          <Text fontWeight="semibold">이 화면은 다음 단계에서 제공됩니다</Text>
          <Text color="fg.muted" fontSize="sm">
            {title} 화면은 준비 중입니다. 메뉴와 권한은 이미 적용되어 있습니다.
          </Text>
        </Stack>
      </Center>
    </Stack>
  );
}
