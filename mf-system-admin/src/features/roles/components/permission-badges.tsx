import { Badge, HStack, Text } from '@market/ui/chakra';
import { badgeSplit, grantLabel } from '@market/domain/admin-roles';

/** A role's permissions as badges: at most three, then '+N' (spec section 9). */
export function PermissionBadges({ grants }: { grants: readonly string[] }) {
  const { shown, more } = badgeSplit(grants);
  if (grants.length === 0) {
    return (
      <Text fontSize="xs" color="fg.muted">
        권한 없음
      </Text>
    );
  }
  return (
    <HStack gap="1" wrap="wrap" data-testid="permission-badges">
      {shown.map((g) => (
        <Badge key={g} size="sm" variant="subtle" title={g}>
          {grantLabel(g)}
        </Badge>
      ))}
      {more > 0 && (
        <Badge size="sm" variant="outline" title={grants.slice(3).map(grantLabel).join(', ')}>
          +{more}
        </Badge>
      )}
    </HStack>
  );
}
