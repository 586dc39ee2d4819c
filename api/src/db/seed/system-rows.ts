import { SEEDED_BUSINESS_INFO } from '@market/domain/shop-settings';
import { REMOTE_AREA_ZIP_RANGES } from '@market/domain/pricing';
import { DEMO_STAFF } from './data';
import { createRandom, seedId } from './random';
import { DAY, HOUR } from './time';

/** Settings (the spec's defaults plus the shop's own details), carriers, and system history. */
export function settingsRows() {
  return {
    shopSettings: [
      {
        id: 1,
        shopName: '스타일허브',
        shopDescription: '취향에 맞는 브랜드를 한곳에서 만나는 멀티 브랜드 패션 스토어',
        shopSlogan: '오늘의 스타일, 스타일허브',
        businessNumber: '214-88-12345',
        ceoName: '김지훈',
        businessAddress: '서울특별시 성동구 성수이로 113, 7층',
        customerServicePhone: '1588-1234',
        customerServiceEmail: 'help@stylehub.kr',
        operatingHours: '평일 09:00-18:00 (점심시간 12:00-13:00)',
        companyName: SEEDED_BUSINESS_INFO.companyName,
        mailOrderNumber: SEEDED_BUSINESS_INFO.mailOrderNumber,
        hostingProvider: SEEDED_BUSINESS_INFO.hostingProvider,
        privacyOfficer: SEEDED_BUSINESS_INFO.privacyOfficer,
        // Spec 000's listing default (인기순); the column's default stays spec 002's 'newest'.
        defaultProductSort: 'popular',
      },
    ],
    paymentSettings: [
      {
        id: 1,
        cardMerchantId: 'SANDBOX_STYLEHUB',
        cardMerchantKey: 'sk_sandbox_card_3f9a1c7e5b2d4f60',
        kakaoPayCid: 'TC0ONETIME',
        kakaoPaySecretKey: 'sk_sandbox_kakao_8d2e6a4c1f9b7350',
        naverPayClientId: 'np_sandbox_stylehub',
        naverPayClientSecret: 'sk_sandbox_naver_5c7e9a1b3d2f4608',
        paycoClientId: '',
        paycoClientSecret: '',
        tossPayClientKey: 'ck_sandbox_toss_stylehub',
        tossPaySecretKey: 'sk_sandbox_toss_1a3c5e7f9b2d4608',
        adminNotificationEmail: 'finance@stylehub.kr',
      },
    ],
    shippingSettings: [{ id: 1 }],
    taxSettings: [
      {
        id: 1,
        businessRegistrationNumber: '214-88-12345',
        businessName: '(주)스타일허브',
        businessAddress: '서울특별시 성동구 성수이로 113, 7층',
        ceoName: '김지훈',
        reportEmailRecipient: 'finance@stylehub.kr',
      },
    ],
    shippingMethods: [
      {
        id: seedId('shipping-method', 'standard'),
        code: 'standard',
        name: '일반 배송',
        description: '출고 후 2-3 영업일',
        fee: 3000,
        minDeliveryDays: 2,
        maxDeliveryDays: 3,
        enabled: true,
        displayOrder: 1,
      },
      {
        id: seedId('shipping-method', 'express'),
        code: 'express',
        name: '빠른 배송',
        description: '오후 2시 이전 주문 시 다음 날 도착',
        fee: 5000,
        minDeliveryDays: 1,
        maxDeliveryDays: 1,
        enabled: true,
        displayOrder: 2,
      },
      {
        id: seedId('shipping-method', 'pickup'),
        code: 'pickup',
        name: '매장 픽업',
        description: '성수 쇼룸에서 직접 수령',
        fee: 0,
        minDeliveryDays: 1,
        maxDeliveryDays: 2,
        enabled: false,
        displayOrder: 3,
      },
    ],
    shippingZones: [
      {
        id: seedId('zone', 'capital'),
        name: '수도권',
        regions: ['서울', '경기', '인천'],
        zipRanges: [
          [1000, 18999],
          [21000, 23099],
        ],
        // A zone's fee is its 추가 배송비 over the standard fee (ADR 032).
        shippingFee: 0,
        freeShippingThreshold: 50000,
        deliveryDays: 1,
        enabled: true,
        displayOrder: 1,
      },
      {
        id: seedId('zone', 'local'),
        name: '지방',
        regions: ['강원', '충청', '전라', '경상', '부산', '대구', '광주', '대전', '울산', '세종'],
        zipRanges: [[24000, 62999]],
        shippingFee: 0,
        freeShippingThreshold: 50000,
        deliveryDays: 2,
        enabled: true,
        displayOrder: 2,
      },
      {
        id: seedId('zone', 'jeju'),
        name: '제주',
        regions: ['제주'],
        zipRanges: [REMOTE_AREA_ZIP_RANGES[0]],
        shippingFee: 3000,
        freeShippingThreshold: 80000,
        deliveryDays: 3,
        enabled: true,
        displayOrder: 3,
      },
      {
        id: seedId('zone', 'islands'),
        name: '도서산간',
        regions: ['인천 옹진군', '경북 울릉군', '전남 신안군'],
        zipRanges: REMOTE_AREA_ZIP_RANGES.slice(1),
        shippingFee: 3000,
        freeShippingThreshold: 80000,
        deliveryDays: 4,
        enabled: true,
        displayOrder: 4,
      },
    ],
    carriers: [
      {
        id: seedId('carrier', 'cj_logistics'),
        code: 'cj_logistics',
        name: 'CJ대한통운',
        trackingUrl: '/api/tracking/cj_logistics/{tracking}',
        apiKey: 'sandbox-cj-7f3a',
        enabled: true,
        displayOrder: 1,
      },
      {
        id: seedId('carrier', 'hanjin'),
        code: 'hanjin',
        name: '한진택배',
        trackingUrl: '/api/tracking/hanjin/{tracking}',
        apiKey: 'sandbox-hj-2b9c',
        enabled: true,
        displayOrder: 2,
      },
      {
        id: seedId('carrier', 'lotte'),
        code: 'lotte',
        name: '롯데택배',
        trackingUrl: '/api/tracking/lotte/{tracking}',
        apiKey: 'sandbox-lt-5d1e',
        enabled: true,
        displayOrder: 3,
      },
      {
        id: seedId('carrier', 'post'),
        code: 'post',
        name: '우체국택배',
        trackingUrl: '/api/tracking/post/{tracking}',
        apiKey: 'sandbox-kp-8a4f',
        enabled: true,
        displayOrder: 4,
      },
    ],
  };
}

export function taxRuleRows(categoryIds: Record<string, string>, now: number) {
  return [
    {
      id: seedId('tax-rule', 'general'),
      name: '부가가치세 (일반)',
      type: 'general',
      targetId: null,
      targetName: null,
      rate: 10,
      enabled: true,
      description: '모든 상품에 적용되는 기본 세율',
      createdAt: new Date(now - 700 * DAY),
    },
    {
      id: seedId('tax-rule', 'beauty'),
      name: '화장품 부가세',
      type: 'category',
      targetId: categoryIds.beauty,
      targetName: '뷰티',
      rate: 10,
      enabled: true,
      description: '뷰티 카테고리',
      createdAt: new Date(now - 400 * DAY),
    },
    {
      id: seedId('tax-rule', 'stationery'),
      name: '도서·문구 면세 검토',
      type: 'category',
      targetId: categoryIds['life-stationery'],
      targetName: '문구',
      rate: 0,
      enabled: false,
      description: '면세 대상 여부 검토 중',
      createdAt: new Date(now - 90 * DAY),
    },
  ];
}

/** A year of admin activity for the audit log, backups and maintenance tasks. */
export function systemHistoryRows(now: number) {
  const rnd = createRandom(7_240_003);
  const actions: [string, string, string, string, string][] = [
    ['auth.login', 'auth', 'INFO', 'SUCCESS', '관리자 로그인'],
    ['auth.login', 'auth', 'MEDIUM', 'FAILED', '로그인 실패'],
    ['catalog.products.update', 'products', 'LOW', 'SUCCESS', '상품 수정'],
    ['catalog.brands.update', 'brands', 'MEDIUM', 'SUCCESS', '브랜드 상태 변경'],
    ['orders.status.update', 'orders', 'LOW', 'SUCCESS', '주문 상태 변경'],
    ['orders.returns.update', 'returns', 'MEDIUM', 'SUCCESS', '반품 승인'],
    ['sellers.settlements.approve', 'settlements', 'HIGH', 'SUCCESS', '정산 승인'],
    ['marketing.coupons.create', 'coupons', 'MEDIUM', 'SUCCESS', '쿠폰 생성'],
    ['content.notices.update', 'announcements', 'LOW', 'SUCCESS', '공지사항 수정'],
    ['customers.status.update', 'customers', 'HIGH', 'SUCCESS', '고객 상태 변경'],
    ['settings.payments.update', 'settings', 'HIGH', 'WARNING', '결제 설정 변경'],
    ['tools.backup.create', 'backups', 'MEDIUM', 'SUCCESS', '백업 생성'],
  ];
  const auditLogs = Array.from({ length: 400 }, (_, i) => {
    const staff = rnd.pick(DEMO_STAFF);
    const [action, resource, severity, status, name] = rnd.pick(actions);
    return {
      id: seedId('audit', i),
      occurredAt: new Date(now - rnd.int(60, 180 * 24 * 3600) * 1000),
      staffId: null,
      userEmail: staff.email,
      userName: staff.name,
      action,
      resource,
      resourceId: resource === 'auth' ? null : String(rnd.int(1000, 99999)),
      resourceName: name,
      details: { summary: name },
      before: null,
      after: null,
      status,
      severity,
      ip: `10.20.${rnd.int(0, 20)}.${rnd.int(2, 250)}`,
    };
  });
  const backups = Array.from({ length: 10 }, (_, i) => {
    const at = now - (i + 1) * DAY + 3 * HOUR;
    const failed = i === 6;
    return {
      id: seedId('backup', i),
      name: `daily-${new Date(at).toISOString().slice(0, 10)}`,
      type: i % 7 === 0 ? 'full' : 'database',
      status: failed ? 'failed' : 'completed',
      sizeBytes: failed ? 0 : rnd.int(180, 420) * 1024 * 1024,
      durationMs: rnd.int(20_000, 180_000),
      location: failed ? null : `backups/daily-${new Date(at).toISOString().slice(0, 10)}.sql.gz`,
      createdBy: 'system',
      createdAt: new Date(at),
      completedAt: failed ? null : new Date(at + 120_000),
    };
  });
  const maintenanceTasks = [
    ['vacuum_analyze', '데이터베이스 최적화', 'VACUUM ANALYZE로 통계를 갱신합니다', '0 4 * * *'],
    ['cleanup_sessions', '만료 세션 정리', '만료된 로그인 세션을 삭제합니다', '0 * * * *'],
    ['cleanup_logs', '오래된 로그 정리', '보존 기간이 지난 감사 로그와 개인정보 열람 기록을 삭제합니다', '0 3 * * 0'],
    ['auto_confirm_orders', '자동 구매 확정', '배송 완료 후 7일이 지난 주문을 구매 확정합니다', '0 1 * * *'],
    ['expire_coupons', '쿠폰 만료 처리', '기간이 끝난 쿠폰을 만료 상태로 바꿉니다', '5 0 * * *'],
  ].map(([code, name, description, schedule], i) => ({
    id: seedId('maintenance', code!),
    code,
    name,
    description,
    schedule,
    lastRunAt: new Date(now - (i + 1) * HOUR),
    nextRunAt: new Date(now + (24 - i) * HOUR),
    status: i === 2 ? 'pending' : 'completed',
    durationMs: rnd.int(200, 40_000),
    enabled: true,
    createdAt: new Date(now - 365 * DAY),
  }));
  return { auditLogs, backups, maintenanceTasks };
}
