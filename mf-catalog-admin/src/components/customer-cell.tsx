import { Stack, Text } from '@market/ui/chakra';

/** A table cell led by the customer's masked name, with what it is about on one or two small lines. */
export function CustomerCell({ name, detail, extra }: { name: string; detail: string; extra?: string }) {
  return (
    <Stack gap="0" minW="0" maxW="200px">
      <Text fontSize="sm">{name}</Text>
      <Text fontSize="xs" color="fg.muted" truncate>
        {detail}
      </Text>
      {extra !== undefined && (
        <Text fontSize="xs" color="fg.subtle" truncate>
          {extra}
        </Text>
      )}
    </Stack>
  );
}
