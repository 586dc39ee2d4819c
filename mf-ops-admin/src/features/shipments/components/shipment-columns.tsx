import { HStack, Stack, Text } from '@market/ui/chakra';
import { formatWeightKg, type AdminShipment } from '@market/domain/admin-shipments';
import { formatDate } from '@market/domain/format';
import { SHIPMENT_STATUS_LABELS } from '@market/domain/lifecycle';
import { detailColumn, statusColumn } from '@market/ui/admin-list';
import type { DataTableColumn } from '@market/ui/data-table';
import { CopyTrackingButton } from './copy-tracking-button';
import { arrivalText, SHIPMENT_STATUS_TONES, shortShipmentId } from './shipment-format';

/**
 * The shipments table (spec 001): shipment id and order, tracking number with a copy button,
 * customer and the first 20 characters of the address, items and weight, carrier, status,
 * shipped date, expected or completed date.
 */
export function shipmentColumns(onOpen: (s: AdminShipment) => void): DataTableColumn<AdminShipment>[] {
  return [
    {
      key: 'id',
      header: '배송 번호',
      minW: '150px',
      cell: (s) => (
        <Stack gap="0">
          <Text fontWeight="medium" fontFamily="mono" fontSize="sm" data-testid="shipment-id">
            {shortShipmentId(s.id)}
          </Text>
          <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
            주문 {s.orderNumber}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'tracking',
      header: '송장번호',
      minW: '170px',
      cell: (s) =>
        s.trackingNumber ? (
          <HStack gap="1">
            <Text fontSize="sm" fontVariantNumeric="tabular-nums" data-testid="tracking-number">
              {s.trackingNumber}
            </Text>
            <CopyTrackingButton trackingNumber={s.trackingNumber} />
          </HStack>
        ) : (
          <Text color="fg.subtle">-</Text>
        ),
    },
    {
      key: 'customer',
      header: '고객 / 주소',
      minW: '190px',
      cell: (s) => (
        <Stack gap="0">
          <Text fontSize="sm">{s.customerName}</Text>
          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            {s.addressPreview}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'weight',
      header: '상품 / 무게',
      sortKey: 'weight',
      align: 'end',
      cell: (s) => (
        <Stack gap="0" align="flex-end">
          <Text fontSize="sm" fontVariantNumeric="tabular-nums">
            {s.itemCount}개
          </Text>
          <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
            {formatWeightKg(s.totalWeightGrams)}
          </Text>
        </Stack>
      ),
    },
    { key: 'carrier', header: '택배사', cell: (s) => <Text whiteSpace="nowrap">{s.carrierName}</Text> },
    statusColumn(SHIPMENT_STATUS_TONES, SHIPMENT_STATUS_LABELS, 'shipment-status'),
    {
      key: 'shipped',
      header: '발송일',
      sortKey: 'shipped',
      cell: (s) => (
        <Text fontSize="sm" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          {s.shippedAt ? formatDate(s.shippedAt) : '-'}
        </Text>
      ),
    },
    {
      key: 'arrival',
      header: '도착 예정 / 완료',
      sortKey: 'arrival',
      cell: (s) => {
        const a = arrivalText(s);
        return (
          <Text fontSize="sm" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            {a.label && (
              <Text as="span" color="fg.muted" me="1">
                {a.label}
              </Text>
            )}
            {a.value}
          </Text>
        );
      },
    },
    // Kept in view while the table scrolls sideways (a laptop, a phone).
    { ...detailColumn(onOpen), sticky: true },
  ];
}
