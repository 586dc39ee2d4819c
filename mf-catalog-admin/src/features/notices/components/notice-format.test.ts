import { preview, periodStatus } from '@market/domain/admin-content';
import type { AdminNotice } from '@market/domain/admin-notices';
import { noticeFormValues, publishingPeriod } from './notice-format';

const notice: AdminNotice = {
  id: '1',
  title: '제목',
  content: '내용',
  type: 'policy',
  priority: 'high',
  targetAudience: 'all',
  status: 'active',
  isActive: true,
  isPinned: true,
  views: 3,
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: null,
  createdAt: '2026-10-01T00:00:00.000Z',
  createdBy: '최수아',
  lastModified: '2026-10-01T00:00:00.000Z',
};

describe('notice format', () => {
  it('shows the publishing period with open ends', () => {
    expect(publishingPeriod(notice)).toBe('2026. 11. 1. ~ 상시');
    expect(publishingPeriod({ startDate: null, endDate: null })).toBe('즉시 ~ 상시');
  });
  it('previews 100 characters', () => {
    expect(preview('가'.repeat(120), 100)).toBe(`${'가'.repeat(100)}…`);
    expect(preview('짧은 글', 100)).toBe('짧은 글');
  });
  it('derives the status from the period', () => {
    const now = Date.parse('2026-11-10T00:00:00Z');
    expect(periodStatus('2026-11-20T00:00:00Z', null, now)).toBe('scheduled');
    expect(periodStatus('2026-11-01T00:00:00Z', '2026-11-05T00:00:00Z', now)).toBe('expired');
    expect(periodStatus(null, null, now)).toBe('active');
  });
  it('fills the edit form with date-time input values', () => {
    expect(noticeFormValues(notice)).toMatchObject({ startDate: '2026-11-01T00:00', endDate: '', isPinned: true });
  });
});
