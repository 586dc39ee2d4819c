import { Box, Heading, Stack, Text } from '@market/ui/chakra';
import { parseLegalBody } from '@market/domain/legal-text';

/** A document body, markdown-lite (headings, lists, paragraphs) rendered as text: never as HTML. */
export function LegalBody({ body }: { body: string }) {
  return (
    <Stack gap="4" data-testid="legal-body">
      {parseLegalBody(body).map((block, i) =>
        block.type === 'heading' ? (
          <Heading key={i} as="h2" size="md" mt="4" letterSpacing="-0.01em">
            {block.text}
          </Heading>
        ) : block.type === 'list' ? (
          <Box as="ul" key={i} ps="5" listStyleType="disc" color="fg" fontSize="sm" lineHeight="1.8">
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </Box>
        ) : (
          <Text key={i} fontSize="sm" lineHeight="1.8" whiteSpace="pre-line">
            {block.text}
          </Text>
        ),
      )}
    </Stack>
  );
}
