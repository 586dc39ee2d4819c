import { SimpleGrid, Text } from '@market/ui/chakra';
import { RadioGroup } from '@market/ui/chakra-form-controls';
import type { CheckoutOptions, PaymentMethod } from '@market/domain/order';

const NOTES: Record<PaymentMethod, string> = {
  card: '모든 카드 일시불·할부',
  bank: '입금 확인 후 배송 시작',
  phone: '통신사 소액결제',
  kakao: '카카오페이 간편결제',
  naver: '네이버페이 간편결제',
};

/** The payment methods the shop has enabled (payment settings); the others are not offered. */
export function PaymentMethods({
  methods,
  value,
  onChange,
}: {
  methods: CheckoutOptions['paymentMethods'];
  value: PaymentMethod | null;
  onChange: (m: PaymentMethod) => void;
}) {
  const enabled = methods.filter((m) => m.enabled);
  return (
    <>
      <RadioGroup.Root
        value={value}
        onValueChange={(e) => e.value && onChange(e.value as PaymentMethod)}
        aria-label="결제 수단"
        data-testid="payment-methods"
        size="sm"
      >
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
          {enabled.map((m) => (
            <RadioGroup.Item
              key={m.code}
              value={m.code}
              borderWidth="1px"
              borderColor={value === m.code ? 'fg' : 'border'}
              bg={value === m.code ? 'bg.subtle' : 'bg'}
              rounded="md"
              px="3"
              py="3"
              cursor="pointer"
              alignItems="start"
              data-testid={`payment-${m.code}`}
              _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" />
              <RadioGroup.ItemText>
                <Text as="span" display="block" fontWeight="700" fontSize="sm">
                  {m.label}
                </Text>
                <Text as="span" display="block" fontSize="xs" color="fg.muted">
                  {NOTES[m.code]}
                </Text>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </SimpleGrid>
      </RadioGroup.Root>
      {enabled.length === 0 && <Text color="fg.error">사용 가능한 결제 수단이 없습니다. 고객센터로 문의해주세요.</Text>}
    </>
  );
}
