import { Stack, Text } from '@market/ui/chakra';
import { List } from '@market/ui/chakra-more';
import { formatKRW } from '@market/domain/format';
import { useHydrated } from '@market/ui/use-hydrated';
import { deliveryDateText } from '@market/domain/delivery-date';
import { useShopSettings } from '../../../api/get-shop-settings';
import { remoteZoneNotes } from '../shipping-notes';

/** Shipping and returns, with the fees and the return window the server applies. */
export default function ShippingPanel() {
  const { shipping } = useShopSettings();
  const remote = remoteZoneNotes(shipping.remoteZones);
  // After hydration only: the server's "now" may be another day than the browser's.
  const hydrated = useHydrated();
  const arrival = hydrated
    ? deliveryDateText(
        new Date(),
        shipping.processingDays,
        shipping.remoteZones.map((z) => z.deliveryDays),
      )
    : null;
  return (
    <Stack gap="6" fontSize="sm" data-testid="shipping-returns">
      <Stack gap="2">
        <Text fontWeight="700">배송 안내</Text>
        <List.Root gap="1.5" ps="4" color="fg.muted">
          <List.Item>
            배송비: {formatKRW(shipping.fee)} ({formatKRW(shipping.freeShippingThreshold)} 이상 구매 시 무료배송)
          </List.Item>
          {remote.length > 0 && (
            <List.Item>
              일부 지역은 무료배송 주문에도 추가 배송비가 부과되며, 지역별 기준 금액 이상 구매 시 추가 배송비가 면제됩니다.
            </List.Item>
          )}
          <List.Item>주문 확인 및 상품 준비에 1~2일, 주문 확정 후 2~3 영업일 이내 도착합니다.</List.Item>
          {arrival && (
            <List.Item data-testid="product-delivery-date">지금 주문하면 {arrival} (지역에 따라 다르며, 주말·공휴일 제외)</List.Item>
          )}
        </List.Root>
      </Stack>
      {remote.length > 0 && (
        <Stack gap="2">
          <Text fontWeight="700" id="remote-zones-heading">
            지역별 추가 배송비
          </Text>
          <List.Root gap="1.5" ps="4" color="fg.muted" aria-labelledby="remote-zones-heading" data-testid="remote-zone-notes">
            {remote.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <Stack gap="2">
        <Text fontWeight="700">교환 및 반품 안내</Text>
        <List.Root gap="1.5" ps="4" color="fg.muted">
          <List.Item>상품 수령 후 {shipping.returnWindowDays}일 이내에 교환 및 반품을 신청하실 수 있습니다.</List.Item>
          <List.Item>단순 변심에 의한 반품 배송비는 고객 부담이며, 상품 불량 시 무료로 처리됩니다.</List.Item>
          <List.Item>세탁하거나 착용한 상품은 반품이 불가합니다.</List.Item>
          <List.Item>사이즈 교환은 1회 무료로 가능하며, 세일 상품은 교환만 가능합니다.</List.Item>
        </List.Root>
      </Stack>
      <Text fontSize="xs" color="fg.subtle">
        고객센터 운영시간: 평일 09:00 - 18:00
      </Text>
    </Stack>
  );
}
