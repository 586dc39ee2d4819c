import { Link, Text } from '@market/ui/chakra';
import type { LegalKind } from '@market/domain/legal-text';
import { LEGAL_KIND_LABELS } from '@market/domain/legal-text';
import { urls } from '../../urls';

/** '보기' beside a consent box: the document in a new tab, so the form keeps what was typed. */
export function LegalDocLink({ kind, testId }: { kind: LegalKind; testId?: string }) {
  return (
    <Link
      href={kind === 'terms' ? urls.terms() : urls.privacy()}
      target="_blank"
      rel="noopener"
      fontSize="xs"
      color="fg.muted"
      textDecoration="underline"
      flexShrink={0}
      data-testid={testId}
    >
      보기
      <Text as="span" srOnly>
        : {LEGAL_KIND_LABELS[kind]} (새 창)
      </Text>
    </Link>
  );
}
