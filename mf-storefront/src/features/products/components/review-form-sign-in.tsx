import { Button, HStack, Text } from '@market/ui/chakra';
import { Link as RouterLink, useLocation } from '@market/ui/router';
import { urls } from '../../../urls';

/** Instead of a write button for an anonymous shopper (spec 6): sign in, then come back here. */
export function ReviewFormSignIn({ message, testId }: { message: string; testId: string }) {
  const { pathname, search } = useLocation();
  return (
    <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap" data-testid={testId}>
      <Text>{message}</Text>
      <Button asChild size="xs" variant="outline" rounded="full">
        <RouterLink to={urls.login(`${pathname}${search}`)}>로그인</RouterLink>
      </Button>
    </HStack>
  );
}
