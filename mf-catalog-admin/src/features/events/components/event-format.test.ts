import { EventInputSchema, eventActions, eventRoi, participationRate } from '@market/domain/admin-events';
import { emptyEventForm, rateText } from './event-format';

describe('event format', () => {
  it('participation rate and ROI, one decimal', () => {
    expect(participationRate(1, 3)).toBe(33.3);
    expect(participationRate(5, null)).toBeNull();
    expect(rateText(null)).toBe('제한 없음');
    expect(eventRoi(300, 100)).toBe(200);
    expect(eventRoi(300, 0)).toBe(0);
  });
  it('start only when scheduled, end only when active', () => {
    expect(eventActions('scheduled')).toEqual(['start']);
    expect(eventActions('active')).toEqual(['end']);
    expect(eventActions('upcoming')).toEqual([]);
    expect(eventActions('completed')).toEqual([]);
  });
  it('the form validates with the API schema: end after start, max participants positive', () => {
    const form = { ...emptyEventForm(new Date('2026-11-01T00:00:00Z')), title: '이벤트' };
    expect(EventInputSchema.safeParse(form).success).toBe(true);
    const backwards = EventInputSchema.safeParse({ ...form, endDate: '2026-10-01T00:00' });
    expect(backwards.error?.issues[0]?.message).toBe('종료 일시는 시작 일시 이후여야 합니다.');
    expect(EventInputSchema.safeParse({ ...form, maxParticipants: '-5' }).success).toBe(false);
    expect(EventInputSchema.parse({ ...form, maxParticipants: '' }).maxParticipants).toBeNull();
  });
});
