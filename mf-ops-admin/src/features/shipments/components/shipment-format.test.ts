import { addressPreview, formatWeightKg } from '@market/domain/admin-shipments';
import { arrivalText, CARRIER_OPTIONS, shortShipmentId, STATUS_OPTIONS } from './shipment-format';

describe('shipment formats', () => {
  it('cuts the address to 20 characters and shows weight in kg', () => {
    expect(addressPreview('서울특별시 성동구 왕십리로 83-21 아크로서울포레스트')).toBe('서울특별시 성동구 왕십리로 83-21…');
    expect(addressPreview('서울 성동구')).toBe('서울 성동구');
    expect(formatWeightKg(1250)).toBe('1.3kg');
    expect(formatWeightKg(0)).toBe('0.0kg');
  });

  it('shows the completion date once delivered, else the expected date', () => {
    expect(arrivalText({ status: 'delivered', deliveredAt: '2026-11-24T03:00:00.000Z', estimatedDelivery: '2026-11-25' }).label).toBe(
      '완료',
    );
    expect(arrivalText({ status: 'in_transit', deliveredAt: null, estimatedDelivery: '2026-11-25' }).label).toBe('예정');
    expect(arrivalText({ status: 'pending', deliveredAt: null, estimatedDelivery: null })).toEqual({ label: '', value: '-' });
  });

  it('offers the four carriers and every status, and a short id', () => {
    expect(CARRIER_OPTIONS.map((o) => o.label)).toEqual(['전체 택배사', 'CJ대한통운', '한진택배', '롯데택배', '우체국택배']);
    expect(STATUS_OPTIONS).toHaveLength(8);
    expect(shortShipmentId('2fbb6a1f-3a4a-4b98-b840-aa2ec461171d')).toBe('2FBB6A1F');
  });
});
