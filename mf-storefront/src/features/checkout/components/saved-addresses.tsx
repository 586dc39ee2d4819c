import { Badge, Stack, Text } from '@market/ui/chakra';
import { Checkbox, RadioGroup } from '@market/ui/chakra-form-controls';
import { addressLine, type Address } from '@market/domain/address';

/** The picker's value for a new address typed into the form. */
export const NEW_ADDRESS = 'new';

/**
 * The shopper's saved addresses at checkout (default first and preselected) and '새 배송지'; a new
 * one may be saved to the address book with the order (SaveAddressCheckbox).
 */
export function SavedAddresses({
  addresses,
  value,
  onChange,
}: {
  addresses: readonly Address[];
  value: string;
  onChange: (id: string) => void;
}) {
  const options = [...addresses.map((a) => ({ value: a.id, address: a })), { value: NEW_ADDRESS, address: null }];
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(e) => e.value && onChange(e.value)}
      aria-label="배송지 선택"
      data-testid="saved-addresses"
      size="sm"
    >
      <Stack gap="2">
        {options.map(({ value: v, address: a }) => (
          <RadioGroup.Item
            key={v}
            value={v}
            borderWidth="1px"
            borderColor={value === v ? 'fg' : 'border'}
            bg={value === v ? 'bg.subtle' : 'bg'}
            rounded="md"
            px="3"
            py="3"
            cursor="pointer"
            alignItems="start"
            data-testid={a ? 'saved-address' : 'saved-address-new'}
            _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
          >
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator mt="0.5" />
            <RadioGroup.ItemText flex="1" minW="0">
              {a ? (
                <Stack gap="0.5">
                  <Text as="span" display="flex" gap="2" alignItems="center" fontWeight="700" fontSize="sm">
                    {a.label ?? a.name}
                    {a.isDefault && (
                      <Badge size="sm" colorPalette="brand" variant="solid">
                        기본 배송지
                      </Badge>
                    )}
                  </Text>
                  <Text as="span" display="block" fontSize="xs" color="fg.muted">
                    {a.label ? `${a.name} · ` : ''}
                    {a.phone}
                  </Text>
                  <Text as="span" display="block" fontSize="xs" color="fg.muted" wordBreak="keep-all">
                    {addressLine(a)}
                  </Text>
                </Stack>
              ) : (
                <Text as="span" fontWeight="700" fontSize="sm">
                  새 배송지
                </Text>
              )}
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

/** '배송지 목록에 저장' under a new address (not offered while the book holds its maximum). */
export function SaveAddressCheckbox({ checked, onChange }: { checked: boolean; onChange: (save: boolean) => void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} size="sm" data-testid="save-new-address">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontSize="sm">배송지 목록에 저장</Checkbox.Label>
    </Checkbox.Root>
  );
}
