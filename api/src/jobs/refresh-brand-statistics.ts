import { refreshBrandStatistics } from '../services/admin-brands';
import { defineJob } from './define-job';

/**
 * 브랜드 통계: every brand's product count, followers, 30-day revenue (from orders) and mean approved
 * rating (from reviews) recomputed from the rows they summarise. The revenue window moves with the
 * clock, so it cannot be kept in step by writes alone. Idempotent; writes only the rows that moved.
 */
export const refreshBrandStatisticsJob = defineJob({
  name: 'brands.refresh-statistics',
  label: '브랜드 통계',
  description: '브랜드의 상품 수, 팔로워, 최근 30일 매출, 평균 평점을 주문·리뷰·팔로우에서 다시 계산합니다',
  cron: '*/10 * * * *',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  async run({ db, now }) {
    return { brands: await refreshBrandStatistics(db, undefined, now) };
  },
});
