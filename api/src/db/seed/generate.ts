import { businessNumberFrom, maskBankAccount } from '@market/domain/admin-sellers';
import { formatPhone } from '@market/domain/contact';
import { couponDiscount, meetsMinimum, type CouponTerms } from '@market/domain/coupon';
import { canRequestReturn, type OrderStatus, type ReturnStatus, type ShipmentStatus } from '@market/domain/lifecycle';
import { checkoutOrderNumber } from '@market/domain/order-number';
import { earnedPoints, effectivePrice, maxUsablePoints, shippingFee } from '@market/domain/pricing';
import { computeSettlement, maskBankAccount as maskSettlementAccount } from '@market/domain/settlement';
import { stockBadge } from '@market/domain/stock';
import { BRANDS, CATEGORIES, GIVEN_NAMES, SURNAMES } from './data';
import { createRandom, seedId, type Random } from './random';
import { addDays, blackFriday, DAY, daysToYearly, HOUR, kstDate, koreanSeason, settlementPeriod } from './time';
import {
  ADDRESS_AREAS,
  ADMIN_REVIEW_REPLIES,
  BANKS,
  BRAND_PREFIXES,
  BRAND_SUFFIXES,
  BRAND_TAGLINES,
  CITIES_FOR_TRACKING,
  COLORS,
  DELIVERY_MEMOS,
  ITEMS,
  MATERIALS,
  OTHER_SEARCHES,
  POPULAR_SEARCHES,
  QNA_TEMPLATES,
  RETURN_TEXTS,
  REVIEW_TEXTS,
  sizesFor,
  STREETS,
  STYLE_WORDS,
} from './vocab';

/** A seller's account as the seed holds it: the masked column and the number seed.ts seals. */
function bankAccountRow(number: string): { bankAccount: string; bankAccountNumber: string } {
  return { bankAccount: maskBankAccount(number), bankAccountNumber: number };
}

/**
 * The demo data set, generated in memory from a fixed random seed and a reference time: the same
 * `now` gives the same rows, ids included. Nothing here talks to the database.
 */

export interface SeedScale {
  brands: number;
  products: number;
  customers: number;
  /** Multiplies every customer's number of orders. */
  orderFactor: number;
}
export const SEED_SCALES = {
  /** `npm start`: 160 brands, 3,200 products, 820 customers, about 5,500 orders. */
  demo: { brands: 160, products: 3200, customers: 820, orderFactor: 1 },
  /** Test fallback on embedded PGlite: the same brands and customers, fewer products and orders. */
  small: { brands: 160, products: 800, customers: 820, orderFactor: 0.25 },
} satisfies Record<string, SeedScale>;
export type SeedScaleName = keyof typeof SEED_SCALES;

type Row = Record<string, unknown>;
type Timestamp = number;

const CARRIERS: [string, number, string][] = [
  ['cj_logistics', 45, 'CJ'],
  ['hanjin', 20, 'HJ'],
  ['lotte', 20, 'LT'],
  ['post', 15, 'KP'],
];
const PAYMENT_WEIGHTS: [string, number][] = [
  ['card', 45],
  ['kakao', 20],
  ['naver', 15],
  ['bank', 12],
  ['phone', 8],
];
const COLOR_CODES: Record<string, string> = {
  Black: 'BK',
  White: 'WH',
  Gray: 'GR',
  Navy: 'NV',
  Blue: 'BL',
  Red: 'RD',
  Green: 'GN',
  Yellow: 'YL',
  Pink: 'PK',
  Purple: 'PP',
  Brown: 'BR',
  Beige: 'BE',
  Cream: 'CR',
  Orange: 'OR',
  Silver: 'SV',
  Gold: 'GD',
  Burgundy: 'BG',
  Multi: 'MT',
};
const FASHION_TOPS = ['outer', 'top', 'bottom', 'dress', 'shoes', 'bag', 'accessory'];

const d = (ms: Timestamp) => new Date(ms);

export interface CouponPlan {
  id: string;
  code: string;
  terms: CouponTerms;
  startsAt: Timestamp;
  endsAt: Timestamp;
  status: 'active' | 'inactive' | 'expired';
  brandId: string | null;
  signup: boolean;
  row: Row;
  used: number;
}

export interface ProductPlan {
  id: string;
  index: number;
  brandId: string;
  sellerId: string;
  brandName: string;
  name: string;
  price: number;
  salePrice: number | null;
  colors: string[];
  sizes: string[];
  createdAt: Timestamp;
  orderable: boolean;
  quality: number;
  weightGrams: number;
}

export function generateSeed(now: Date, scale: SeedScale) {
  const rnd = createRandom(20_260_101);
  const NOW = now.getTime();
  const out = {
    categories: [] as Row[],
    sellers: [] as Row[],
    brands: [] as Row[],
    products: [] as Row[],
    productOptions: [] as Row[],
    customers: [] as Row[],
    brandFollows: [] as Row[],
    wishlistItems: [] as Row[],
    cartItems: [] as Row[],
    searchLog: [] as Row[],
    coupons: [] as Row[],
    customerCoupons: [] as Row[],
    couponRedemptions: [] as Row[],
    promotions: [] as Row[],
    banners: [] as Row[],
    orders: [] as Row[],
    orderLines: [] as Row[],
    payments: [] as Row[],
    refunds: [] as Row[],
    shipments: [] as Row[],
    shipmentEvents: [] as Row[],
    returns: [] as Row[],
    returnLines: [] as Row[],
    pointsLedger: [] as Row[],
    settlements: [] as Row[],
    settlementLines: [] as Row[],
    reviews: [] as Row[],
    qnas: [] as Row[],
    announcements: [] as Row[],
    faqs: [] as Row[],
    events: [] as Row[],
  };

  // ---- categories
  const childrenOf = new Map<string, { id: string; slug: string; name: string }[]>();
  const topOfChild = new Map<string, string>();
  CATEGORIES.forEach((c, i) => {
    const id = seedId('category', c.slug);
    out.categories.push({
      id,
      parentId: null,
      slug: c.slug,
      name: c.name,
      icon: c.icon,
      description: `${c.name} 전체 상품`,
      displayOrder: i + 1,
      createdAt: d(NOW - 1000 * DAY),
    });
    const kids = c.children.map((k, j) => {
      const kid = { id: seedId('category', k.slug), slug: k.slug, name: k.name };
      topOfChild.set(k.slug, c.slug);
      out.categories.push({
        id: kid.id,
        parentId: id,
        slug: k.slug,
        name: k.name,
        icon: null,
        description: `${c.name} > ${k.name}`,
        displayOrder: j + 1,
        createdAt: d(NOW - 1000 * DAY),
      });
      return kid;
    });
    childrenOf.set(c.slug, kids);
  });
  const topId = (slug: string) => seedId('category', slug);

  // ---- brands and sellers
  interface BrandPlan {
    id: string;
    slug: string;
    name: string;
    nameEn: string;
    category: string;
    status: 'active' | 'pending' | 'suspended';
    createdAt: Timestamp;
    weight: number;
    sellerId: string;
  }
  const brandPlans: BrandPlan[] = BRANDS.map((b, i) => ({
    id: seedId('brand', b.slug),
    slug: b.slug,
    name: b.name,
    nameEn: b.nameEn,
    category: b.category,
    status: b.status,
    // Older brands first; the first brand (the seller demo's) is the oldest.
    createdAt: NOW - (BRANDS.length - i) * 23 * DAY - 30 * DAY,
    weight: i === 0 ? 3 : 0.6 + rnd.next() * 1.6,
    sellerId: '',
  }));
  const taken = new Set(brandPlans.map((b) => b.slug));
  const combos = rnd.sample(
    BRAND_PREFIXES.flatMap((p) => BRAND_SUFFIXES.map((s) => [p, s] as const)),
    BRAND_PREFIXES.length * BRAND_SUFFIXES.length,
  );
  const usedPrefix = new Map<string, number>();
  for (const [[pko, pen], [sko, sen]] of combos) {
    if (brandPlans.length >= scale.brands) break;
    const slug = `${pen}-${sen}`.toLowerCase();
    if (taken.has(slug) || (usedPrefix.get(pen) ?? 0) >= 4) continue;
    taken.add(slug);
    usedPrefix.set(pen, (usedPrefix.get(pen) ?? 0) + 1);
    const category = rnd.weighted([
      ['outer', 12],
      ['top', 16],
      ['bottom', 12],
      ['dress', 8],
      ['shoes', 10],
      ['bag', 9],
      ['accessory', 10],
      ['sports', 7],
      ['beauty', 8],
      ['life', 6],
    ] as const);
    const status = rnd.weighted([
      ['active', 92],
      ['pending', 5],
      ['suspended', 3],
    ] as const);
    brandPlans.push({
      id: seedId('brand', slug),
      slug,
      name: `${pko}${sko}`,
      nameEn: `${pen} ${sen}`,
      category,
      status,
      createdAt: NOW - rnd.int(25, 650) * DAY - rnd.int(0, 86_000) * 1000,
      weight: 0.3 + rnd.next() ** 2 * 2.2,
      sellerId: '',
    });
  }
  const brandById = new Map(brandPlans.map((b) => [b.id, b]));
  const sellerCycle = new Map<string, 'weekly' | 'biweekly' | 'monthly'>();
  const sellerRate = new Map<string, number>();
  let lastSingle: { id: string; count: number; status: string } | null = null;
  brandPlans.forEach((b, i) => {
    const shareable =
      i >= BRANDS.length &&
      b.status === 'active' &&
      lastSingle &&
      lastSingle.count === 1 &&
      lastSingle.status === 'active' &&
      rnd.chance(0.3);
    if (shareable) {
      b.sellerId = lastSingle!.id;
      lastSingle!.count += 1;
      return;
    }
    const sid = seedId('seller', b.slug);
    b.sellerId = sid;
    lastSingle = { id: sid, count: 1, status: b.status };
    const [sur] = SURNAMES[(i * 3) % SURNAMES.length]!;
    const [given] = GIVEN_NAMES[(i * 7 + 5) % GIVEN_NAMES.length]!;
    const [contactSur] = SURNAMES[(i * 5 + 2) % SURNAMES.length]!;
    const [contactGiven] = GIVEN_NAMES[(i * 11 + 1) % GIVEN_NAMES.length]!;
    const cycle = rnd.weighted([
      ['weekly', 3],
      ['biweekly', 3],
      ['monthly', 4],
    ] as const);
    const rate = rnd.int(12, 20);
    sellerCycle.set(sid, cycle);
    sellerRate.set(sid, rate);
    const area = rnd.pick(ADDRESS_AREAS.slice(0, 12));
    out.sellers.push({
      id: sid,
      companyName: rnd.chance(0.5) ? `(주)${b.name}` : `${b.name} 주식회사`,
      // Valid numbers (the check digit of admin-sellers.ts): the edit form refuses any other.
      businessNumber: businessNumberFrom(
        `${String(101 + i).padStart(3, '0')}${String(81 + (i % 18)).padStart(2, '0')}${String(1000 + ((i * 7919) % 9000))}`,
      ),
      ceoName: `${sur}${given}`,
      contactPerson: `${contactSur}${contactGiven}`,
      phone: formatPhone(`010${rnd.int(2000, 9999)}${rnd.int(1000, 9999)}`),
      email: `partner@${b.slug.replace(/-/g, '')}.example.kr`,
      address: `${area[0]} ${rnd.pick(STREETS)} ${rnd.int(10, 300)}`,
      bankName: rnd.pick(BANKS),
      // Only the masked form is stored in the clear; seed.ts seals the number (bank_account_encrypted).
      ...bankAccountRow(`${rnd.int(100, 999)}-${rnd.int(100000, 999999)}-${rnd.int(10, 99)}-${rnd.int(100, 999)}`),
      accountHolder: rnd.chance(0.5) ? `(주)${b.name}` : `${b.name} 주식회사`,
      commissionRate: rate,
      settlementCycle: cycle,
      status: b.status,
      createdAt: d(b.createdAt - 7 * DAY),
      updatedAt: d(b.createdAt - 7 * DAY),
    });
  });
  for (const b of brandPlans) {
    out.brands.push({
      id: b.id,
      slug: b.slug,
      name: b.name,
      nameEn: b.nameEn,
      description: BRANDS.find((x) => x.slug === b.slug)?.description ?? rnd.pick(BRAND_TAGLINES[b.category]!),
      website: `https://${b.slug.replace(/-/g, '')}.example.kr`,
      contactEmail: `partner@${b.slug.replace(/-/g, '')}.example.kr`,
      categoryId: topId(b.category),
      sellerId: b.sellerId,
      status: b.status,
      createdAt: d(b.createdAt),
    });
  }

  // ---- products and options
  const activeBrands = brandPlans.filter((b) => b.status === 'active');
  const inactiveBrands = brandPlans.filter((b) => b.status !== 'active');
  const brandPicker = cumulative(activeBrands.map((b) => b.weight));
  const products: ProductPlan[] = [];
  const colorCount: [number, number][] = [
    [1, 20],
    [2, 35],
    [3, 30],
    [4, 15],
  ];
  for (let p = 0; p < scale.products; p++) {
    const brand = p < inactiveBrands.length * 3 ? inactiveBrands[p % inactiveBrands.length]! : activeBrands[brandPicker(rnd.next())]!;
    const top = rnd.chance(0.75) ? brand.category : rnd.pick(FASHION_TOPS);
    const child = rnd.pick(childrenOf.get(top)!);
    const item = ITEMS[child.slug]!;
    const [wordKo, wordEn] = rnd.pick(item.words);
    const [matKo, matEn] = rnd.pick(MATERIALS[top]!);
    const [styleKo, styleEn] = rnd.pick(STYLE_WORDS);
    // Fit words only suit clothes.
    const useStyle = ['outer', 'top', 'bottom', 'dress', 'sports'].includes(top) && rnd.chance(0.6);
    const name = `${useStyle ? `${styleKo} ` : ''}${matKo} ${wordKo}`;
    const nameEn = `${useStyle ? `${styleEn} ` : ''}${matEn} ${wordEn}`;
    const [lo, hi] = item.price;
    const price = Math.max(5, Math.round(lo + (hi - lo) * rnd.next() ** 1.6)) * 1000 - (rnd.chance(0.35) ? 100 : 0);
    const salePrice = rnd.chance(0.3) ? Math.floor((price * (100 - rnd.int(2, 10) * 5)) / 100 / 100) * 100 : null;
    const n = top === 'beauty' || top === 'life' ? rnd.int(1, 2) : rnd.weighted(colorCount);
    const colors: string[] = [];
    while (colors.length < n) {
      const c = rnd.weighted(COLORS);
      if (!colors.includes(c)) colors.push(c);
    }
    let sizes = [...sizesFor(top)];
    if (sizes.length === 5 && rnd.chance(0.3)) sizes = sizes.slice(1);
    const createdAt = brand.createdAt + DAY + Math.floor(rnd.next() * Math.max(DAY, NOW - brand.createdAt - 2 * DAY));
    const id = seedId('product', p);
    const roll = rnd.next();
    const inactive = brand.status !== 'active' || roll < 0.03;
    const stockPlan = inactive ? 'normal' : roll < 0.07 ? 'soldout' : roll < 0.15 ? 'low' : 'normal';
    const options: { color: string; size: string; stock: number }[] = colors.flatMap((color) =>
      sizes.map((size) => ({ color, size, stock: 0 })),
    );
    if (stockPlan === 'normal') for (const o of options) o.stock = rnd.chance(0.08) ? 0 : rnd.int(5, 60);
    if (stockPlan === 'low') for (let k = rnd.int(1, 19); k > 0; k--) rnd.pick(options).stock += 1;
    const stock = options.reduce((s, o) => s + o.stock, 0);
    const badge = stockBadge(stock);
    const status = inactive ? 'inactive' : badge === 'sold_out' ? 'out_of_stock' : badge === 'low_stock' ? 'low_stock' : 'active';
    const plan: ProductPlan = {
      id,
      index: p,
      brandId: brand.id,
      sellerId: brand.sellerId,
      brandName: brand.name,
      name,
      price,
      salePrice,
      colors,
      sizes,
      createdAt,
      orderable: !inactive,
      quality: 3.4 + rnd.next() * 1.5,
      weightGrams: Math.round(item.grams * (0.8 + rnd.next() * 0.4)),
    };
    products.push(plan);
    out.products.push({
      id,
      brandId: brand.id,
      categoryId: child.id,
      sellerId: brand.sellerId,
      name,
      nameEn,
      description: `${brand.name}의 ${name}입니다. ${matKo} 소재로 만들어 ${rnd.pick(['가볍고 편안합니다', '오래 입을 수 있습니다', '어떤 스타일에도 잘 어울립니다', '계절에 상관없이 활용하기 좋습니다'])}. 모델 착용 사이즈는 ${sizes[Math.floor(sizes.length / 2)]}입니다.`,
      price,
      salePrice,
      colors,
      sizes,
      images: [1, 2, 3, 4].map((k) => `/media/products/${id}/${k}.svg`),
      stock,
      status,
      isNew: NOW - createdAt < 30 * DAY,
      isBest: false,
      weightGrams: plan.weightGrams,
      createdAt: d(createdAt),
      updatedAt: d(createdAt),
    });
    options.forEach((o) => {
      out.productOptions.push({
        id: seedId('option', `${p}:${o.color}:${o.size}`),
        productId: id,
        color: o.color,
        size: o.size,
        sku: `SH${String(p).padStart(6, '0')}-${COLOR_CODES[o.color] ?? 'XX'}-${o.size}`,
        stock: o.stock,
        createdAt: d(createdAt),
      });
    });
  }
  // Popularity: a long tail; the top 4% of orderable products carry the BEST badge.
  const popularity = products.map((p) => (p.orderable ? 1 / Math.max(0.02, rnd.next()) ** 0.9 : 0) * brandById.get(p.brandId)!.weight);
  const bestCut = [...popularity].sort((a, b) => b - a)[Math.floor(products.filter((p) => p.orderable).length * 0.04)] ?? Infinity;
  products.forEach((p, i) => {
    if (popularity[i]! > bestCut) out.products[i]!.isBest = true;
  });
  const productPicker = cumulative(popularity);
  const pickProduct = (before: Timestamp): ProductPlan | null => {
    for (let tries = 0; tries < 12; tries++) {
      const p = products[productPicker(rnd.next())]!;
      if (p.createdAt < before) return p;
    }
    return null;
  };

  // ---- coupons
  const coupons = planCoupons(rnd, NOW, brandPlans);
  // ---- customers and their orders
  const grades: [string, number][] = [
    ['vip', 6],
    ['gold', 16],
    ['silver', 30],
    ['bronze', 48],
  ];
  const statuses: [string, number][] = [
    ['active', 82],
    ['inactive', 12],
    ['suspended', 6],
  ];
  const usedOrderNumbers = new Set<string>();
  let trackingSeq = 0;
  let returnSeq = 0;
  let paymentSeq = 0;
  const settlementAcc = new Map<string, SettlementAcc>();
  const confirmedLinesForReview: { line: Row; order: Row; product: ProductPlan; returned: boolean }[] = [];
  const customerPlans: { id: string; joinedAt: Timestamp; grade: string; status: string }[] = [];

  for (let i = 0; i < scale.customers; i++) {
    const [sur, surRom] = SURNAMES[i % SURNAMES.length]!;
    const [given, givenRom] = GIVEN_NAMES[(i * 7 + 3) % GIVEN_NAMES.length]!;
    const grade = rnd.weighted(grades);
    const status = i < 4 ? 'active' : rnd.weighted(statuses);
    const joinedDaysAgo = i < 4 ? i * 3 : rnd.int(10, grade === 'vip' ? 1100 : 900);
    const joinedAt = NOW - joinedDaysAgo * DAY - rnd.int(3600, 80_000) * 1000;
    const id = seedId('customer', i);
    const [areaName, zipBase] = rnd.weighted(ADDRESS_AREAS.map((a, k) => [a, k >= 22 ? 1 : 4] as const));
    const zipCode = String(zipBase + rnd.int(0, 36)).padStart(5, '0');
    const address = `${areaName} ${rnd.pick(STREETS)} ${rnd.int(1, 400)}`;
    const addressDetail = `${rnd.int(101, 120)}동 ${rnd.int(1, 25)}0${rnd.int(1, 4)}호`;
    const phone = formatPhone(`010${rnd.int(1000, 9999)}${rnd.int(1000, 9999)}`);
    const name = `${sur}${given}`;
    out.customers.push({
      id,
      email: `${givenRom}.${surRom}${i + 1}@example.com`,
      passwordHash: null,
      name,
      phone,
      grade,
      status,
      zipCode,
      address,
      addressDetail,
      birthday: `${rnd.int(1970, 2005)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
      gender: rnd.weighted([
        ['female', 58],
        ['male', 40],
        ['other', 2],
      ] as const),
      agreeToMarketing: rnd.chance(0.45),
      adminMemo:
        status === 'suspended'
          ? rnd.pick(['반복적인 악성 리뷰 작성으로 이용 정지', '결제 도용 의심으로 이용 정지', '단순 변심 반품 반복'])
          : grade === 'vip' && rnd.chance(0.3)
            ? 'VIP 고객: 신상품 우선 안내 희망'
            : null,
      loginCount: 0,
      lastLoginAt: null,
      createdAt: d(joinedAt),
    });
    customerPlans.push({ id, joinedAt, grade, status });

    // The welcome coupon is issued to every member at sign-up.
    const welcome = coupons.find((c) => c.signup)!;
    const welcomeRow: Row = {
      id: seedId('customer-coupon', `${i}:welcome`),
      customerId: id,
      couponId: welcome.id,
      issuedAt: d(Math.max(joinedAt, welcome.startsAt)),
      usedAt: null,
      orderId: null,
    };
    out.customerCoupons.push(welcomeRow);

    const planned = Math.round(
      { vip: rnd.int(18, 36), gold: rnd.int(9, 18), silver: rnd.int(4, 9), bronze: rnd.int(0, 4) }[grade]! * scale.orderFactor,
    );
    const start = Math.max(joinedAt + HOUR, NOW - 365 * DAY);
    let end = NOW - 10 * 60_000;
    if (status === 'inactive') end = Math.min(end, NOW - 200 * DAY);
    if (status === 'suspended') end = Math.min(end, NOW - 20 * DAY);
    // The shop grows: recent months have more orders than a year ago.
    const times =
      end > start ? Array.from({ length: planned }, () => end - Math.floor(rnd.next() ** 1.35 * (end - start))).sort((a, b) => a - b) : [];
    const ledger: { at: Timestamp; delta: number; reason: string; orderId: string | null; description: string }[] = [];
    const balanceAt = (t: Timestamp) => ledger.reduce((s, e) => (e.at <= t ? s + e.delta : s), 0);
    const usedCoupons = new Set<string>();
    let loginCount = 0;
    let lastLogin = joinedAt;

    times.forEach((createdAt, k) => {
      const orderId = seedId('order', `${i}:${k}`);
      let orderNumber = checkoutOrderNumber(createdAt);
      let ts = createdAt;
      while (usedOrderNumbers.has(orderNumber)) orderNumber = checkoutOrderNumber(++ts);
      usedOrderNumbers.add(orderNumber);
      const method = rnd.weighted(PAYMENT_WEIGHTS);
      // Lines.
      const nLines = rnd.weighted([
        [1, 60],
        [2, 28],
        [3, 12],
      ] as const);
      const lines: { product: ProductPlan; color: string; size: string; unitPrice: number; quantity: number }[] = [];
      for (let l = 0; l < nLines; l++) {
        const product = pickProduct(createdAt);
        if (!product || lines.some((x) => x.product.id === product.id)) continue;
        lines.push({
          product,
          color: rnd.pick(product.colors),
          size: rnd.pick(product.sizes),
          unitPrice: effectivePrice(product.price, product.salePrice),
          quantity: rnd.weighted([
            [1, 85],
            [2, 12],
            [3, 3],
          ] as const),
        });
      }
      if (lines.length === 0) return;
      // Sellers ship separately; keep each seller's lines together.
      lines.sort((a, b) => (a.product.sellerId < b.product.sellerId ? -1 : a.product.sellerId > b.product.sellerId ? 1 : 0));
      const subtotal = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
      const ship = shippingFee(subtotal, zipCode);
      // Coupon: one per order, never the same one twice for a customer.
      let coupon: CouponPlan | null = null;
      let discount = 0;
      if (rnd.chance(k === 0 ? 0.5 : 0.2)) {
        const candidates = coupons.filter(
          (c) =>
            c.status !== 'inactive' && c.startsAt <= createdAt && createdAt <= c.endsAt && !usedCoupons.has(c.id) && (!c.signup || k === 0),
        );
        const c = candidates.length ? rnd.pick(candidates) : null;
        if (c) {
          const eligible = c.brandId
            ? lines.filter((l) => l.product.brandId === c.brandId).reduce((s, l) => s + l.unitPrice * l.quantity, 0)
            : subtotal;
          const amount = eligible > 0 && meetsMinimum(c.terms, eligible) ? couponDiscount(c.terms, eligible, ship) : 0;
          if (amount > 0) {
            coupon = c;
            discount = amount;
            usedCoupons.add(c.id);
          }
        }
      }
      // Points: usable from 1,000 won, at most half of the payment.
      let points = 0;
      const balance = balanceAt(createdAt);
      if (rnd.chance(0.3)) {
        const max = maxUsablePoints(balance, subtotal + ship - discount);
        points = Math.floor((max * (0.3 + rnd.next() * 0.7)) / 100) * 100;
      }
      const total = subtotal + ship - discount - points;

      // The timeline, then the status it has reached by now.
      const unpaidBank = method === 'bank' && rnd.chance(0.1);
      const paidAt = method === 'bank' ? createdAt + rnd.int(1, 48) * HOUR : createdAt + rnd.int(10, 120) * 1000;
      const processingAt = paidAt + rnd.int(2, 20) * HOUR;
      const shippedAt = processingAt + rnd.int(3, 30) * HOUR;
      const exception = rnd.chance(0.015);
      const deliveredAt = shippedAt + rnd.int(20, 60) * HOUR + (exception ? 2 * DAY : 0);
      const cancelPlanned = !unpaidBank && rnd.chance(0.06);
      const cancelAt = unpaidBank
        ? createdAt + 7 * DAY
        : cancelPlanned
          ? createdAt + Math.floor(rnd.next() * (shippedAt - createdAt - HOUR))
          : Infinity;
      const wantsReturn = !cancelPlanned && !unpaidBank && rnd.chance(0.07);
      const returnAt = deliveredAt + rnd.int(12, 150) * HOUR;
      const returnType = rnd.chance(0.7) ? 'return' : 'exchange';
      const returnReason = rnd.weighted([
        ['size', 35],
        ['mind_changed', 25],
        ['defective', 18],
        ['damaged', 10],
        ['wrong_item', 12],
      ] as const);
      const rejected = rnd.chance(0.12);
      const rApproved = returnAt + rnd.int(10, 40) * HOUR;
      const rProcessing = rApproved + rnd.int(20, 48) * HOUR;
      const rCompleted = rProcessing + rnd.int(20, 72) * HOUR;
      const returnEnd = rejected ? rApproved : rCompleted;
      const confirmAt = wantsReturn
        ? Math.max(returnEnd, deliveredAt + 7 * DAY) + rnd.int(1, 20) * HOUR
        : rnd.chance(0.4)
          ? deliveredAt + rnd.int(20, 120) * HOUR
          : deliveredAt + 7 * DAY;

      let status: OrderStatus = 'pending';
      const o: Row = {
        id: orderId,
        orderNumber,
        customerId: id,
        subtotal,
        shippingFee: ship,
        couponDiscount: discount,
        pointsUsed: points,
        total,
        paymentMethod: method,
        recipientName: rnd.chance(0.9) ? name : `${rnd.pick(SURNAMES)[0]}${rnd.pick(GIVEN_NAMES)[0]}`,
        recipientPhone: phone,
        zipCode,
        address,
        addressDetail,
        deliveryMemo: rnd.chance(0.6) ? rnd.pick(DELIVERY_MEMOS) : null,
        cancelReason: null,
        createdAt: d(createdAt),
        paidAt: null,
        processingAt: null,
        shippedAt: null,
        deliveredAt: null,
        confirmedAt: null,
        cancelledAt: null,
      };
      const cancelled = cancelAt <= NOW;
      if (cancelled) {
        status = 'cancelled';
        o.cancelledAt = d(cancelAt);
        o.cancelReason = unpaidBank ? '입금 기한 만료' : rnd.pick(['단순 변심', '다른 상품으로 재주문', '배송 지연', '결제 수단 변경']);
        if (!unpaidBank && paidAt < cancelAt) o.paidAt = d(paidAt);
        if (!unpaidBank && processingAt < cancelAt) o.processingAt = d(processingAt);
      } else if (unpaidBank) {
        status = 'pending';
      } else {
        const steps: [OrderStatus, Timestamp, string][] = [
          ['paid', paidAt, 'paidAt'],
          ['processing', processingAt, 'processingAt'],
          ['shipped', shippedAt, 'shippedAt'],
          ['delivered', deliveredAt, 'deliveredAt'],
          ['purchase_confirmed', confirmAt, 'confirmedAt'],
        ];
        for (const [s, at, key] of steps) {
          if (at > NOW) break;
          status = s;
          o[key] = d(at);
        }
      }
      o.status = status;
      o.updatedAt = d(
        Math.max(
          createdAt,
          ...['paidAt', 'processingAt', 'shippedAt', 'deliveredAt', 'confirmedAt', 'cancelledAt'].map((key) =>
            o[key] ? (o[key] as Date).getTime() : 0,
          ),
        ),
      );
      out.orders.push(o);
      loginCount += 1 + rnd.int(0, 3);
      lastLogin = Math.max(lastLogin, createdAt);

      const lineRows = lines.map((l, n) => {
        const row: Row = {
          id: seedId('order-line', `${i}:${k}:${n}`),
          orderId,
          lineNo: n + 1,
          productId: l.product.id,
          sellerId: l.product.sellerId,
          brandId: l.product.brandId,
          productName: l.product.name,
          brandName: l.product.brandName,
          color: l.color,
          size: l.size,
          unitPrice: l.unitPrice,
          quantity: l.quantity,
          lineTotal: l.unitPrice * l.quantity,
          settlementId: null,
        };
        out.orderLines.push(row);
        return row;
      });

      // Payment and refunds.
      const paymentId = seedId('payment', `${i}:${k}`);
      paymentSeq += 1;
      const payment: Row = {
        id: paymentId,
        orderId,
        provider: 'sandbox',
        method,
        amount: total,
        status: 'pending',
        transactionId: `SBX${kstDate(createdAt).replace(/-/g, '')}${String(paymentSeq).padStart(7, '0')}`,
        refundedAmount: 0,
        createdAt: d(createdAt),
        approvedAt: o.paidAt ?? null,
        cancelledAt: null,
      };
      if (status === 'cancelled') {
        payment.cancelledAt = o.cancelledAt;
        if (o.paidAt) {
          payment.status = 'refunded';
          payment.refundedAmount = total;
          if (total > 0)
            out.refunds.push({
              id: seedId('refund', `${i}:${k}:cancel`),
              paymentId,
              orderId,
              returnId: null,
              amount: total,
              reason: `주문 취소: ${o.cancelReason}`,
              status: 'completed',
              createdAt: o.cancelledAt,
              completedAt: d(cancelAt + rnd.int(1, 48) * HOUR > NOW ? cancelAt : cancelAt + rnd.int(1, 48) * HOUR),
            });
        } else payment.status = 'cancelled';
      } else if (status !== 'pending') payment.status = 'paid';
      out.payments.push(payment);

      // Coupon use (given back when the order is cancelled).
      if (coupon) {
        coupon.used += status === 'cancelled' ? 0 : 1;
        out.couponRedemptions.push({
          id: seedId('redemption', `${i}:${k}`),
          couponId: coupon.id,
          customerId: id,
          orderId,
          amount: discount,
          createdAt: d(createdAt),
          releasedAt: status === 'cancelled' ? o.cancelledAt : null,
        });
        if (coupon.signup && status !== 'cancelled') {
          welcomeRow.usedAt = d(createdAt);
          welcomeRow.orderId = orderId;
        }
      }
      if (points > 0) {
        ledger.push({ at: createdAt, delta: -points, reason: 'order_use', orderId, description: `주문 ${orderNumber} 포인트 사용` });
        if (status === 'cancelled')
          ledger.push({
            at: cancelAt,
            delta: points,
            reason: 'cancel_restore',
            orderId,
            description: `주문 ${orderNumber} 취소로 포인트 환원`,
          });
      }

      // Shipments: one per seller once the order is being prepared; tracking numbers from shipping on.
      const shipped = status === 'shipped' || status === 'delivered' || status === 'purchase_confirmed';
      if (shipped || status === 'processing') {
        const bySeller = new Map<string, Row[]>();
        lineRows.forEach((lr) => bySeller.set(lr.sellerId as string, [...(bySeller.get(lr.sellerId as string) ?? []), lr]));
        let s = 0;
        for (const [sellerId, group] of bySeller) {
          const shipmentId = seedId('shipment', `${i}:${k}:${s++}`);
          const [carrier, , prefix] = rnd.weighted(CARRIERS.map((c) => [c, c[1]] as const));
          const weight = group.reduce(
            (sum, lr) => sum + products[productIndex(lr.productId as string, products)]!.weightGrams * (lr.quantity as number),
            0,
          );
          let sStatus: ShipmentStatus = 'pending';
          if (status === 'delivered' || status === 'purchase_confirmed') sStatus = 'delivered';
          else if (shipped) {
            const since = NOW - shippedAt;
            sStatus = exception
              ? 'exception'
              : since < 8 * HOUR
                ? 'shipped'
                : NOW > deliveredAt - 4 * HOUR
                  ? 'out_for_delivery'
                  : 'in_transit';
          }
          trackingSeq += 1;
          out.shipments.push({
            id: shipmentId,
            orderId,
            sellerId,
            carrierCode: carrier,
            trackingNumber: shipped ? `${prefix}${String(shippedAt).slice(-7)}${String(trackingSeq).padStart(6, '0')}` : null,
            status: sStatus,
            totalWeightGrams: weight,
            shippingCost: 3000,
            shippedAt: shipped ? d(shippedAt) : null,
            estimatedDelivery: shipped ? addDays(kstDate(shippedAt), 2) : null,
            deliveredAt: sStatus === 'delivered' ? d(deliveredAt) : null,
            createdAt: d(processingAt),
            updatedAt: d(Math.min(NOW, shipped ? (sStatus === 'delivered' ? deliveredAt : shippedAt) : processingAt)),
          });
          if (shipped) {
            const hub = rnd.pick(CITIES_FOR_TRACKING);
            const events: [ShipmentStatus, Timestamp, string, string][] = [
              ['shipped', shippedAt, '상품이 택배사에 인계되었습니다', `${rnd.pick(CITIES_FOR_TRACKING)} 집화점`],
              ['in_transit', shippedAt + 8 * HOUR, '간선 상차: 허브 터미널로 이동 중입니다', `${hub} 허브`],
              [
                'out_for_delivery',
                deliveredAt - 4 * HOUR,
                '배송 기사님이 배송을 시작했습니다',
                `${address.split(' ').slice(0, 2).join(' ')} 대리점`,
              ],
              ['delivered', deliveredAt, '배송이 완료되었습니다', address.split(' ').slice(0, 2).join(' ')],
            ];
            if (exception)
              events.splice(2, 0, ['exception', shippedAt + 20 * HOUR, '수취인 부재로 배송이 지연되고 있습니다', `${hub} 허브`]);
            events
              .filter(([, at]) => at <= NOW)
              .forEach(([es, at, desc, loc], n) => {
                if (es === 'delivered' && sStatus !== 'delivered') return;
                out.shipmentEvents.push({
                  id: seedId('shipment-event', `${shipmentId}:${n}`),
                  shipmentId,
                  status: es,
                  description: desc,
                  location: loc,
                  occurredAt: d(at),
                });
              });
          }
        }
      }

      // Returns and exchanges: requested within 7 days of receipt, before purchase confirmation.
      let refundedByReturn = 0;
      let returnedLineId: string | null = null;
      if (
        wantsReturn &&
        returnAt <= NOW &&
        (status === 'delivered' || status === 'purchase_confirmed') &&
        canRequestReturn('delivered', d(deliveredAt), d(returnAt))
      ) {
        const returnId = seedId('return', `${i}:${k}`);
        const steps: [ReturnStatus, Timestamp][] = rejected
          ? [
              ['requested', returnAt],
              ['rejected', rApproved],
            ]
          : [
              ['requested', returnAt],
              ['approved', rApproved],
              ['processing', rProcessing],
              ['completed', rCompleted],
            ];
        let rStatus: ReturnStatus = 'requested';
        let processedAt: Timestamp | null = null;
        for (const [s, at] of steps)
          if (at <= NOW) {
            rStatus = s;
            if (s !== 'requested') processedAt = processedAt ?? at;
          }
        const line = rnd.pick(lineRows);
        returnedLineId = line.id as string;
        const fee = returnType === 'return' && (returnReason === 'mind_changed' || returnReason === 'size') ? 3000 : 0;
        const planned = returnType === 'return' && !rejected ? Math.max(0, Math.min(line.lineTotal as number, total) - fee) : 0;
        returnSeq += 1;
        out.returns.push({
          id: returnId,
          returnNumber: `RT${kstDate(returnAt).slice(2).replace(/-/g, '')}${String(returnSeq).padStart(5, '0')}`,
          orderId,
          customerId: id,
          type: returnType,
          reason: returnReason,
          status: rStatus,
          description: RETURN_TEXTS[returnReason]!,
          images: returnReason === 'defective' || returnReason === 'damaged' ? [`/media/products/${line.productId}/1.svg`] : [],
          adminNotes:
            rStatus === 'rejected'
              ? '착용 흔적이 있어 반품이 불가합니다'
              : rStatus === 'completed'
                ? returnType === 'return'
                  ? '회수 검수 완료, 환불 처리'
                  : '교환 상품 발송 완료'
                : null,
          refundAmount: planned,
          // The breakdown (domain/refund.ts) of the seed's simple rule: the line less the return fee.
          goodsAmount: planned > 0 ? planned + fee : 0,
          returnFee: planned > 0 ? fee : 0,
          requestedAt: d(returnAt),
          processedAt: processedAt ? d(processedAt) : null,
          completedAt: rStatus === 'completed' ? d(rCompleted) : null,
          updatedAt: d(Math.min(NOW, steps.filter(([, at]) => at <= NOW).pop()![1])),
        });
        out.returnLines.push({
          id: seedId('return-line', `${i}:${k}`),
          returnId,
          orderLineId: line.id,
          quantity: line.quantity,
          amount: planned,
          reason: returnReason,
        });
        if (rStatus === 'completed' && planned > 0) {
          refundedByReturn = planned;
          payment.refundedAmount = planned;
          payment.status = planned >= total ? 'refunded' : 'partially_refunded';
          out.refunds.push({
            id: seedId('refund', `${i}:${k}:return`),
            paymentId,
            orderId,
            returnId,
            amount: planned,
            reason: `반품 환불: ${RETURN_TEXTS[returnReason]}`,
            status: 'completed',
            createdAt: d(rCompleted),
            completedAt: d(rCompleted),
          });
        }
      }

      // Purchase confirmed: points are credited and the lines become eligible for settlement.
      if (status === 'purchase_confirmed') {
        const earned = earnedPoints(total - refundedByReturn);
        if (earned > 0)
          ledger.push({ at: confirmAt, delta: earned, reason: 'order_earn', orderId, description: `주문 ${orderNumber} 구매 확정 적립` });
        lineRows.forEach((lr, n) => {
          const returned = lr.id === returnedLineId && refundedByReturn > 0 ? refundedByReturn : 0;
          accumulateSettlement(settlementAcc, lr, {
            confirmAt,
            returned,
            shipping: n === 0 ? ship : 0,
            promotion:
              coupon?.brandId && coupon.brandId === lr.brandId && !lineRows.slice(0, n).some((x) => x.brandId === coupon!.brandId)
                ? discount
                : 0,
            cycle: sellerCycle.get(lr.sellerId as string)!,
          });
          confirmedLinesForReview.push({
            line: lr,
            order: o,
            product: products[productIndex(lr.productId as string, products)]!,
            returned: lr.id === returnedLineId,
          });
        });
      }
    });

    // The ledger in time order, with running balances (never negative: uses come from earlier credits).
    ledger.sort((a, b) => a.at - b.at);
    let running = 0;
    ledger.forEach((e, n) => {
      running += e.delta;
      out.pointsLedger.push({
        id: seedId('points', `${i}:${n}`),
        customerId: id,
        delta: e.delta,
        reason: e.reason,
        orderId: e.orderId,
        balanceAfter: running,
        description: e.description,
        createdAt: d(e.at),
      });
    });
    const c = out.customers[out.customers.length - 1]!;
    c.points = running;
    c.loginCount = loginCount + rnd.int(1, 20);
    c.lastLoginAt = d(Math.min(NOW, Math.max(lastLogin, status === 'active' ? NOW - rnd.int(1, 400) * HOUR : lastLogin)));
  }

  // ---- coupons rows (quantities cover their uses)
  for (const c of coupons) {
    c.row.totalQuantity = Math.max(c.row.totalQuantity as number, c.used + 50);
    c.row.usedQuantity = c.used;
    out.coupons.push(c.row);
  }

  // ---- reviews on purchase-confirmed lines
  const reviewTexts = REVIEW_TEXTS;
  confirmedLinesForReview.forEach(({ line, order, product, returned }, n) => {
    if (!rnd.chance(returned ? 0.5 : 0.28)) return;
    const at = (order.confirmedAt as Date).getTime() + rnd.int(1, 240) * HOUR;
    if (at > NOW) return;
    const rating = returned ? rnd.int(1, 3) : Math.max(1, Math.min(5, Math.round(product.quality + (rnd.next() - 0.4) * 1.8)));
    const [title, content] = rnd.pick(reviewTexts[rating]!);
    const status =
      NOW - at < 3 * DAY && rnd.chance(0.6)
        ? 'pending'
        : rnd.weighted([
            ['approved', 89],
            ['hidden', 4],
            ['flagged', 3],
            ['pending', 4],
          ] as const);
    const reply = rnd.chance(rating <= 2 ? 0.6 : 0.12) && at + DAY <= NOW;
    out.reviews.push({
      id: seedId('review', n),
      productId: line.productId,
      customerId: order.customerId,
      orderId: order.id,
      orderLineId: line.id,
      rating,
      title,
      content: `${content} (${line.color} / ${line.size} 구매)`,
      photoCount: rnd.chance(0.3) ? rnd.int(1, 3) : 0,
      verified: true,
      helpful: rnd.int(0, 40),
      notHelpful: rnd.int(0, 5),
      reported: status === 'flagged' ? rnd.int(3, 10) : rnd.chance(0.03) ? 1 : 0,
      status,
      adminReply: reply ? rnd.pick(ADMIN_REVIEW_REPLIES) : null,
      adminRepliedAt: reply ? d(at + DAY) : null,
      createdAt: d(at),
      updatedAt: d(reply ? at + DAY : at),
    });
  });

  // ---- Q&A: product questions (mostly public) and 1:1 inquiries
  const orderable = products.filter((p) => p.orderable);
  const ordersByCustomer = new Map<string, Row[]>();
  for (const o of out.orders) ordersByCustomer.set(o.customerId as string, [...(ordersByCustomer.get(o.customerId as string) ?? []), o]);
  const qnaCount = Math.round(scale.customers * 1.1);
  for (let q = 0; q < qnaCount; q++) {
    const cp = customerPlans[rnd.int(0, customerPlans.length - 1)]!;
    const cust = out.customers.find((c) => c.id === cp.id)!;
    const [category, title, question, answer] = rnd.pick(QNA_TEMPLATES);
    const at = Math.max(cp.joinedAt + HOUR, NOW - rnd.int(1, 365 * 24) * HOUR - rnd.int(0, 3599) * 1000);
    const product = category === 'product' ? (orderable[productPicker(rnd.next()) % orderable.length] ?? rnd.pick(orderable)) : null;
    const customerOrders = (ordersByCustomer.get(cp.id) ?? []).filter((o) => (o.createdAt as Date).getTime() < at);
    const order = category !== 'product' && category !== 'account' && customerOrders.length ? rnd.pick(customerOrders) : null;
    const age = NOW - at;
    const status =
      age < 2 * DAY
        ? rnd.weighted([
            ['pending', 55],
            ['urgent', 15],
            ['answered', 30],
          ] as const)
        : rnd.weighted([
            ['answered', 72],
            ['closed', 20],
            ['pending', 6],
            ['urgent', 2],
          ] as const);
    const replied = status === 'answered' || status === 'closed';
    const repliedAt = Math.min(NOW, at + rnd.int(2, 30) * HOUR);
    out.qnas.push({
      id: seedId('qna', q),
      customerId: cp.id,
      email: cust.email,
      phone: category === 'product' ? null : cust.phone,
      category,
      title: product ? `[${product.name}] ${title}` : title,
      question,
      productId: product?.id ?? null,
      orderId: order?.id ?? null,
      isPublic: category === 'product' ? rnd.chance(0.85) : false,
      status,
      priority:
        status === 'urgent'
          ? 'urgent'
          : rnd.weighted([
              ['normal', 70],
              ['high', 18],
              ['low', 12],
            ] as const),
      adminReply: replied ? answer : null,
      repliedBy: null,
      repliedByName: replied ? (product ? `${product.brandName} 담당자` : '스타일허브 CS팀') : null,
      repliedAt: replied ? d(repliedAt) : null,
      createdAt: d(at),
      updatedAt: d(replied ? repliedAt : at),
    });
  }

  // ---- follows, wishlists, carts, searches
  const brandFollowPicker = cumulative(activeBrands.map((b) => b.weight ** 2));
  customerPlans.forEach((cp, i) => {
    const n = { vip: rnd.int(8, 24), gold: rnd.int(5, 14), silver: rnd.int(2, 9), bronze: rnd.int(0, 5) }[cp.grade]!;
    const seen = new Set<string>();
    for (let t = 0; t < n * 2 && seen.size < n; t++) {
      const b = activeBrands[brandFollowPicker(rnd.next())]!;
      if (seen.has(b.id)) continue;
      seen.add(b.id);
      out.brandFollows.push({
        customerId: cp.id,
        brandId: b.id,
        createdAt: d(
          Math.max(cp.joinedAt, b.createdAt) + rnd.int(1, 2000) * HOUR > NOW
            ? NOW - HOUR
            : Math.max(cp.joinedAt, b.createdAt) + rnd.int(1, 2000) * HOUR,
        ),
      });
    }
    const wished = new Set<string>();
    for (let t = rnd.int(0, 12); t > 0; t--) {
      const p = pickProduct(NOW);
      if (!p || wished.has(p.id)) continue;
      wished.add(p.id);
      out.wishlistItems.push({ customerId: cp.id, productId: p.id, createdAt: d(Math.max(cp.joinedAt, p.createdAt) + HOUR) });
    }
    if (cp.status === 'active' && rnd.chance(0.4)) {
      const inCart = new Set<string>();
      for (let t = rnd.int(1, 4); t > 0; t--) {
        const p = pickProduct(NOW);
        if (!p) continue;
        const color = rnd.pick(p.colors);
        const size = rnd.pick(p.sizes);
        const key = `${p.id}:${color}:${size}`;
        if (inCart.has(key)) continue;
        inCart.add(key);
        const at = NOW - rnd.int(1, 20 * 24) * HOUR;
        out.cartItems.push({
          id: seedId('cart', `${i}:${key}`),
          customerId: cp.id,
          productId: p.id,
          color,
          size,
          quantity: rnd.weighted([
            [1, 80],
            [2, 20],
          ] as const),
          createdAt: d(at),
          updatedAt: d(at),
        });
      }
    }
  });
  const searchTerms: [string, number][] = [
    ...POPULAR_SEARCHES.map((t, n) => [t, 60 - n * 6] as [string, number]),
    ...OTHER_SEARCHES.map((t) => [t, 6] as [string, number]),
  ];
  const resultCounts = new Map(searchTerms.map(([t]) => [t, out.products.filter((p) => (p.name as string).includes(t)).length]));
  for (let s = 0; s < scale.customers * 5; s++) {
    const term = rnd.weighted(searchTerms);
    out.searchLog.push({
      id: seedId('search', s),
      term,
      customerId: rnd.chance(0.6) ? rnd.pick(customerPlans).id : null,
      resultCount: resultCounts.get(term) ?? 0,
      createdAt: d(NOW - rnd.int(60, 90 * 24 * 3600) * 1000),
    });
  }

  // ---- settlements of closed periods
  const today = kstDate(NOW);
  const sellerById = new Map(out.sellers.map((s) => [s.id as string, s]));
  const lineSettlement = new Map<string, string>();
  [...settlementAcc.values()]
    .filter((a) => a.periodEnd < today)
    .sort((a, b) => (a.periodStart === b.periodStart ? (a.sellerId < b.sellerId ? -1 : 1) : a.periodStart < b.periodStart ? -1 : 1))
    .forEach((a) => {
      const seller = sellerById.get(a.sellerId)!;
      const id = seedId('settlement', `${a.sellerId}:${a.periodStart}`);
      const amounts = computeSettlement({
        grossAmount: a.gross,
        commissionRate: sellerRate.get(a.sellerId)!,
        returnAmount: a.returns,
        shippingFees: a.shipping,
        promotionCosts: a.promotion,
      });
      const dueDate = addDays(a.periodEnd, a.cycle === 'monthly' ? 10 : 7);
      const ageDays = (NOW - Date.parse(`${a.periodEnd}T00:00:00+09:00`)) / DAY;
      const status =
        ageDays > 21
          ? rnd.weighted([
              ['paid', 97],
              ['suspended', 3],
            ] as const)
          : ageDays > 10
            ? rnd.weighted([
                ['paid', 50],
                ['approved', 30],
                ['processing', 15],
                ['suspended', 5],
              ] as const)
            : rnd.weighted([
                ['pending', 70],
                ['approved', 25],
                ['suspended', 5],
              ] as const);
      out.settlements.push({
        id,
        settlementNumber: `STL-${a.periodStart.replace(/-/g, '')}-${String(out.sellers.indexOf(seller) + 1).padStart(4, '0')}`,
        sellerId: a.sellerId,
        periodStart: a.periodStart,
        periodEnd: a.periodEnd,
        cycle: a.cycle,
        status,
        ...amounts,
        transactionCount: a.orders.size,
        returnCount: a.returnCount,
        bankName: seller.bankName,
        bankAccount: maskSettlementAccount(seller.bankAccount as string),
        accountHolder: seller.accountHolder,
        dueDate,
        paidAt: status === 'paid' ? d(Math.min(NOW, Date.parse(`${dueDate}T10:00:00+09:00`))) : null,
        suspendReason: status === 'suspended' ? rnd.pick(['사업자 계좌 정보 확인 필요', '반품 분쟁 처리 중', '세금계산서 미발행']) : null,
        createdAt: d(Date.parse(`${addDays(a.periodEnd, 1)}T09:00:00+09:00`)),
        updatedAt: d(Date.parse(`${addDays(a.periodEnd, 1)}T09:00:00+09:00`)),
      });
      const breakdown: [string, number, number][] = [
        ['productSales', a.gross, a.lines.length],
        ['shippingFees', a.shipping, a.shippingCount],
        ['returns', a.returns, a.returnCount],
        ['cancellations', 0, 0],
        ['promotionCosts', a.promotion, a.promotionCount],
      ];
      breakdown.forEach(([kind, amount, count]) =>
        out.settlementLines.push({ id: seedId('settlement-line', `${id}:${kind}`), settlementId: id, kind, amount, count }),
      );
      for (const l of a.lines) lineSettlement.set(l, id);
    });
  for (const l of out.orderLines) l.settlementId = lineSettlement.get(l.id as string) ?? null;

  Object.assign(out, contentRows(rnd, NOW, brandPlans, coupons));
  return out;
}

interface SettlementAcc {
  sellerId: string;
  cycle: 'weekly' | 'biweekly' | 'monthly';
  periodStart: string;
  periodEnd: string;
  gross: number;
  returns: number;
  returnCount: number;
  shipping: number;
  shippingCount: number;
  promotion: number;
  promotionCount: number;
  lines: string[];
  orders: Set<string>;
}

function accumulateSettlement(
  acc: Map<string, SettlementAcc>,
  line: Row,
  x: { confirmAt: number; returned: number; shipping: number; promotion: number; cycle: 'weekly' | 'biweekly' | 'monthly' },
) {
  const [periodStart, periodEnd] = settlementPeriod(kstDate(x.confirmAt), x.cycle);
  const key = `${line.sellerId}:${periodStart}`;
  let a = acc.get(key);
  if (!a) {
    a = {
      sellerId: line.sellerId as string,
      cycle: x.cycle,
      periodStart,
      periodEnd,
      gross: 0,
      returns: 0,
      returnCount: 0,
      shipping: 0,
      shippingCount: 0,
      promotion: 0,
      promotionCount: 0,
      lines: [],
      orders: new Set(),
    };
    acc.set(key, a);
  }
  a.gross += line.lineTotal as number;
  a.lines.push(line.id as string);
  a.orders.add(line.orderId as string);
  if (x.returned > 0) {
    a.returns += x.returned;
    a.returnCount += 1;
  }
  if (x.shipping > 0) {
    a.shipping += x.shipping;
    a.shippingCount += 1;
  }
  if (x.promotion > 0) {
    a.promotion += x.promotion;
    a.promotionCount += 1;
  }
}

const productIndexCache = new WeakMap<ProductPlan[], Map<string, number>>();
function productIndex(id: string, products: ProductPlan[]): number {
  let m = productIndexCache.get(products);
  if (!m) {
    m = new Map(products.map((p, i) => [p.id, i]));
    productIndexCache.set(products, m);
  }
  return m.get(id)!;
}

/** A sampler over weights: maps a uniform number in [0, 1) to an index. */
function cumulative(weights: number[]): (u: number) => number {
  const acc: number[] = [];
  let sum = 0;
  for (const w of weights) acc.push((sum += w));
  return (u) => {
    const target = u * sum;
    let lo = 0;
    let hi = acc.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (acc[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

/** The coupons listed in the storefront's coupon zone. */
const PUBLIC_COUPON_CODES = ['STYLE10', 'SAVE5000', 'FREESHIP'];

function planCoupons(
  rnd: Random,
  NOW: number,
  brands: { id: string; slug: string; name: string; nameEn: string; status: string }[],
): CouponPlan[] {
  const plans: CouponPlan[] = [];
  const add = (
    code: string,
    name: string,
    description: string,
    terms: CouponTerms,
    startDays: number,
    endDays: number,
    status: 'active' | 'inactive' | 'expired',
    total: number,
    extra: { brandId?: string; signup?: boolean } = {},
  ) => {
    const id = seedId('coupon', code);
    const startsAt = NOW + startDays * DAY;
    const endsAt = NOW + endDays * DAY;
    plans.push({
      id,
      code,
      terms,
      startsAt,
      endsAt,
      status,
      brandId: extra.brandId ?? null,
      signup: extra.signup ?? false,
      used: 0,
      row: {
        id,
        code,
        name,
        description,
        type: terms.type,
        value: terms.value,
        maxDiscount: terms.maxDiscount ?? null,
        minOrderAmount: terms.minOrderAmount ?? 0,
        totalQuantity: total,
        usedQuantity: 0,
        perCustomerLimit: 1,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        status,
        brandId: extra.brandId ?? null,
        isSignupBenefit: extra.signup ?? false,
        isPublic: PUBLIC_COUPON_CODES.includes(code),
        createdBy: '이서연',
        createdAt: new Date(startsAt - 7 * DAY),
        updatedAt: new Date(Math.min(NOW, startsAt)),
      },
    });
  };
  add(
    'WELCOME30',
    '신규 회원 첫 구매 30% 할인',
    '회원가입 후 첫 구매 시 사용 가능 (최대 30,000원)',
    { type: 'percentage', value: 30, maxDiscount: 30_000, minOrderAmount: 0 },
    -1200,
    730,
    'active',
    5000,
    { signup: true },
  );
  add(
    'FREESHIP',
    '무료배송 쿠폰',
    '주문 금액과 관계없이 배송비 무료',
    { type: 'shipping', value: 0, minOrderAmount: 0 },
    -400,
    120,
    'active',
    20000,
  );
  add(
    'STYLE10',
    '스타일허브 10% 할인',
    '3만원 이상 구매 시 10% 할인 (최대 10,000원)',
    { type: 'percentage', value: 10, maxDiscount: 10_000, minOrderAmount: 30_000 },
    -300,
    60,
    'active',
    10000,
  );
  add(
    'SAVE5000',
    '5,000원 할인',
    '5만원 이상 구매 시 5,000원 할인',
    { type: 'fixed', value: 5_000, minOrderAmount: 50_000 },
    -250,
    90,
    'active',
    8000,
  );
  add(
    'SAVE10000',
    '10,000원 할인',
    '10만원 이상 구매 시 10,000원 할인',
    { type: 'fixed', value: 10_000, minOrderAmount: 100_000 },
    -200,
    100,
    'active',
    5000,
  );
  add(
    'VIP15',
    'VIP 전용 15% 할인',
    '10만원 이상 구매 시 15% 할인 (최대 50,000원)',
    { type: 'percentage', value: 15, maxDiscount: 50_000, minOrderAmount: 100_000 },
    -180,
    180,
    'active',
    2000,
  );
  add(
    'SPRING20',
    '봄 시즌 20% 할인',
    '봄 신상품 20% 할인 (최대 20,000원)',
    { type: 'percentage', value: 20, maxDiscount: 20_000, minOrderAmount: 50_000 },
    -330,
    -270,
    'expired',
    3000,
  );
  add(
    'SUMMER15',
    '여름 세일 15% 할인',
    '여름 시즌 15% 할인 (최대 15,000원)',
    { type: 'percentage', value: 15, maxDiscount: 15_000, minOrderAmount: 40_000 },
    -250,
    -190,
    'expired',
    3000,
  );
  add(
    'CHUSEOK7000',
    '추석 맞이 7,000원 할인',
    '6만원 이상 구매 시 7,000원 할인',
    { type: 'fixed', value: 7_000, minOrderAmount: 60_000 },
    -170,
    -150,
    'expired',
    2500,
  );
  add(
    'BLACKFRIDAY25',
    '블랙프라이데이 25% 할인',
    '단 일주일, 25% 할인 (최대 40,000원)',
    { type: 'percentage', value: 25, maxDiscount: 40_000, minOrderAmount: 70_000 },
    -120,
    -113,
    'expired',
    4000,
  );
  add(
    'HOLIDAY12',
    '연말 감사 12% 할인',
    '연말 감사 쿠폰 (최대 12,000원)',
    { type: 'percentage', value: 12, maxDiscount: 12_000, minOrderAmount: 30_000 },
    -95,
    -60,
    'expired',
    3000,
  );
  add(
    'SHIPFREE0',
    '배송비 무료 (종료)',
    '배송비 무료 이벤트',
    { type: 'shipping', value: 0, minOrderAmount: 20_000 },
    -360,
    -300,
    'expired',
    5000,
  );
  add(
    'WINTER20',
    '겨울 아우터 20% 할인',
    '아우터 카테고리 20% 할인 (최대 30,000원)',
    { type: 'percentage', value: 20, maxDiscount: 30_000, minOrderAmount: 80_000 },
    10,
    70,
    'inactive',
    3000,
  );
  add(
    'APPONLY3000',
    '앱 전용 3,000원 할인',
    '앱에서 2만원 이상 구매 시',
    { type: 'fixed', value: 3_000, minOrderAmount: 20_000 },
    -30,
    150,
    'inactive',
    5000,
  );
  add(
    'NEWYEAR2026',
    '새해 복 많이 받으세요',
    '새해 맞이 8% 할인 (최대 8,000원)',
    { type: 'percentage', value: 8, maxDiscount: 8_000, minOrderAmount: 30_000 },
    20,
    50,
    'inactive',
    3000,
  );
  const brandCoupons = brands.filter((b) => b.status === 'active').slice(0, 10);
  brandCoupons.forEach((b, i) => {
    const code = `${b.nameEn.replace(/[^A-Z]/g, '').slice(0, 10)}${i % 2 ? 15 : 10}`;
    const expired = i % 4 === 3;
    add(
      code,
      `${b.name} 브랜드 ${i % 2 ? 15 : 10}% 할인`,
      `${b.name} 상품 ${i % 2 ? 15 : 10}% 할인 (최대 20,000원)`,
      { type: 'percentage', value: i % 2 ? 15 : 10, maxDiscount: 20_000, minOrderAmount: 30_000 },
      expired ? -200 : -150,
      expired ? -100 : 90,
      expired ? 'expired' : 'active',
      1500,
      { brandId: b.id },
    );
  });
  rnd.next();
  return plans;
}

function contentRows(
  rnd: Random,
  NOW: number,
  brands: { id: string; slug: string; name: string; status: string }[],
  coupons: CouponPlan[],
) {
  const d = (ms: number) => new Date(ms);
  const promotions: Row[] = [];
  // Seasonal names follow the season of their dates, and the yearly sales sit on their calendar days,
  // so that whatever day the demo starts the promotions, banners and events make sense (issue 17).
  const at = (offsetDays: number) => koreanSeason(NOW + offsetDays * DAY);
  const bf = daysToYearly(NOW, blackFriday, 30);
  const yearEnd = daysToYearly(NOW, (y) => `${y}-12-15`, 30);
  const newYear = daysToYearly(NOW, (y) => `${y}-01-02`, 30);
  const lastYearEnd = daysToYearly(NOW, (y) => `${y}-12-20`, -11);
  const promoDefs: [string, string, string, string, number, number][] = [
    [`${at(-305)} 신상 기획전`, 'seasonal', `${at(-305)} 신상품을 최대 30% 할인하는 시즌 기획전`, 'all_customers', -330, -280],
    [`${at(-220)} 클리어런스`, 'discount', `${at(-220)} 상품 재고 정리 세일`, 'all_customers', -240, -200],
    ['신규 회원 첫 구매 혜택', 'first_purchase', '첫 구매 30% 할인 쿠폰 자동 지급', 'new_customers', -400, 300],
    ['VIP 시크릿 세일', 'loyalty', 'VIP 등급 전용 추가 할인', 'vip_customers', -20, 10],
    ['휴면 고객 웰컴백', 'loyalty', '90일 이상 미구매 고객 대상 재방문 쿠폰', 'inactive_customers', -60, 30],
    ['블랙프라이데이', 'flash_sale', '일주일 한정 최대 50% 할인', 'all_customers', bf, bf + 7],
    ['연말 감사 세일', 'seasonal', '한 해 동안의 사랑에 감사드립니다', 'all_customers', yearEnd, yearEnd + 21],
    ['주말 타임세일', 'flash_sale', '주말 48시간 한정 특가', 'all_customers', -3, 1],
    ['프리미엄 회원 더블 적립', 'loyalty', '골드 이상 등급 포인트 2배 적립', 'premium_customers', -40, 20],
    [`${at(15)} 아우터 페스타`, 'seasonal', `${at(15)} 아우터 기획전`, 'all_customers', 15, 45],
    [`${at(30)} 니트 위크`, 'discount', '니트 전 품목 할인', 'all_customers', 30, 44],
    ['새해 럭키박스', 'flash_sale', '한정 수량 럭키박스', 'all_customers', newYear, newYear + 10],
  ];
  const statusFor = (s: number, e: number, i: number) =>
    e < 0 ? (i % 5 === 4 ? 'cancelled' : 'completed') : s > 0 ? 'draft' : i % 4 === 3 ? 'paused' : 'active';
  promoDefs.forEach(([name, type, description, targetAudience, s, e], i) => {
    const startsAt = NOW + s * DAY;
    const impressions = s > 0 ? 0 : rnd.int(20_000, 400_000);
    const clicks = Math.floor(impressions * (0.01 + rnd.next() * 0.05));
    const conversions = Math.floor(clicks * (0.02 + rnd.next() * 0.08));
    const budget = rnd.int(5, 80) * 1_000_000;
    promotions.push({
      id: seedId('promotion', i),
      code: `PROMO-${new Date(startsAt).getUTCFullYear()}-${String(i + 1).padStart(3, '0')}`,
      name,
      type,
      description,
      status: statusFor(s, e, i),
      targetAudience,
      budget,
      spent: s > 0 ? 0 : Math.floor(budget * (0.2 + rnd.next() * 0.75)),
      startsAt: d(startsAt),
      endsAt: d(NOW + e * DAY),
      impressions,
      clicks,
      conversions,
      revenue: conversions * rnd.int(50, 130) * 1000,
      brandIds: type === 'brand_spotlight' ? [brands[0]!.id] : null,
      categoryIds: null,
      createdBy: '이서연',
      createdAt: d(startsAt - 14 * DAY),
      updatedAt: d(Math.min(NOW, startsAt)),
    });
  });
  const spotlight = brands.filter((b) => b.status === 'active').slice(0, 3);
  spotlight.forEach((b, i) => {
    const startsAt = NOW - (10 + i * 40) * DAY;
    const impressions = rnd.int(30_000, 120_000);
    const clicks = Math.floor(impressions * 0.03);
    const conversions = Math.floor(clicks * 0.05);
    promotions.push({
      id: seedId('promotion', `brand-${i}`),
      code: `PROMO-${new Date(startsAt).getUTCFullYear()}-${String(promoDefs.length + i + 1).padStart(3, '0')}`,
      name: `${b.name} 브랜드 위크`,
      type: 'brand_spotlight',
      description: `${b.name} 단독 기획전`,
      status: i === 0 ? 'active' : 'completed',
      targetAudience: 'all_customers',
      budget: 10_000_000,
      spent: rnd.int(2, 9) * 1_000_000,
      startsAt: d(startsAt),
      endsAt: d(startsAt + 14 * DAY),
      impressions,
      clicks,
      conversions,
      revenue: conversions * 90_000,
      brandIds: [b.id],
      categoryIds: null,
      createdBy: '최수아',
      createdAt: d(startsAt - 7 * DAY),
      updatedAt: d(startsAt),
    });
  });

  const banners: Row[] = [];
  const bannerDefs: [string, string, string, string, number, number][] = [
    [`${at(0)} 신상 최대 30% 할인`, '새 시즌 신상품을 만나보세요', 'main_hero', '/events', -10, 20],
    ['신규 회원 첫 구매 30% 할인', '가입만 해도 웰컴 쿠폰 지급', 'main_hero', '/signup', -200, 200],
    ['무료배송 5만원 이상', '5만원 이상 구매 시 무료배송', 'main_middle', '/categories', -100, 100],
    ['주말 타임세일', '48시간 한정 특가', 'main_middle', '/events', -3, 1],
    ['아우터 기획전', `${at(15)} 아우터를 미리 만나보세요`, 'category_top', '/categories?category=outer', 15, 45],
    ['블랙프라이데이', '최대 50% 할인', 'main_hero', '/events', bf, bf + 7],
    [`${at(-220)} 클리어런스`, `${at(-220)} 상품 마지막 세일`, 'category_top', '/categories', -240, -200],
    ['앱 전용 쿠폰', '앱에서만 받을 수 있는 혜택', 'popup', '/account?tab=coupons', -30, 60],
    ['리뷰 쓰고 포인트 받기', '포토 리뷰 작성 시 추가 적립', 'event_page', '/events', -60, 60],
  ];
  bannerDefs.forEach(([title, description, position, linkUrl, s, e], i) => {
    const impressions = s > 0 ? 0 : rnd.int(10_000, 300_000);
    banners.push({
      id: seedId('banner', i),
      title,
      description,
      imageUrl: `/media/brands/${brands[i % brands.length]!.slug}/banner.svg`,
      position,
      linkUrl,
      priority: (i % 3) + 1,
      status: e < 0 ? 'expired' : s > 0 ? 'scheduled' : i === 7 ? 'inactive' : 'active',
      startsAt: d(NOW + s * DAY),
      endsAt: d(NOW + e * DAY),
      impressions,
      clicks: Math.floor(impressions * (0.005 + rnd.next() * 0.03)),
      isResponsive: true,
      targetDevice: position === 'popup' ? 'mobile' : 'all',
      createdBy: '최수아',
      createdAt: d(NOW + (s - 5) * DAY),
      updatedAt: d(NOW + Math.min(0, s) * DAY),
    });
  });
  spotlight.forEach((b, i) => {
    banners.push({
      id: seedId('banner', `brand-${i}`),
      title: `${b.name} 브랜드 위크`,
      description: `${b.name} 단독 기획전`,
      imageUrl: `/media/brands/${b.slug}/banner.svg`,
      position: 'brand_top',
      linkUrl: `/brands/${b.slug}`,
      priority: i + 1,
      status: i === 0 ? 'active' : 'expired',
      startsAt: d(NOW - (10 + i * 40) * DAY),
      endsAt: d(NOW - (10 + i * 40) * DAY + 14 * DAY),
      impressions: 50_000,
      clicks: 1_500,
      isResponsive: true,
      targetDevice: 'all',
      createdBy: '최수아',
      createdAt: d(NOW - (17 + i * 40) * DAY),
      updatedAt: d(NOW - (10 + i * 40) * DAY),
    });
  });

  const announcementDefs: [string, string, string, string, string, string, boolean, number][] = [
    [
      '배송비 정책 안내',
      '5만원 이상 구매 시 무료배송이며, 5만원 미만은 배송비 3,000원이 부과됩니다.\n제주 및 도서산간 지역은 3,000원의 추가 배송비가 있습니다.',
      'policy',
      'high',
      'all',
      'active',
      true,
      -200,
    ],
    [
      '반품 및 교환 안내',
      '상품 수령 후 7일 이내 반품 및 교환이 가능합니다.\n단순 변심에 의한 반품 배송비는 고객 부담이며, 불량은 무료로 처리됩니다.\n착용하거나 세탁한 상품은 반품이 불가합니다.',
      'policy',
      'high',
      'all',
      'active',
      true,
      -180,
    ],
    [
      '포인트 적립 안내',
      '구매 확정 시 결제 금액의 1%가 포인트로 적립됩니다.\n포인트는 1,000원 이상부터 결제 금액의 50%까지 사용할 수 있습니다.',
      'policy',
      'normal',
      'all',
      'active',
      false,
      -150,
    ],
    [
      '서버 점검 안내',
      '더 나은 서비스를 위해 새벽 2시부터 4시까지 시스템 점검이 진행됩니다.\n점검 시간에는 주문과 결제가 제한됩니다.',
      'maintenance',
      'urgent',
      'all',
      'scheduled',
      false,
      5,
    ],
    [
      '추석 연휴 배송 안내',
      '추석 연휴 기간에는 택배사 휴무로 배송이 지연될 수 있습니다.',
      'service',
      'high',
      'all',
      'expired',
      false,
      -160,
    ],
    ['신규 입점 브랜드 안내', '이번 달 새롭게 입점한 브랜드를 소개합니다.', 'notice', 'normal', 'all', 'active', false, -12],
    ['셀러 정산 일정 변경 안내', '다음 달부터 월 정산 지급일이 매월 10일로 변경됩니다.', 'notice', 'high', 'sellers', 'active', false, -25],
    [
      'VIP 등급 혜택 개편',
      'VIP 등급 고객에게 전용 쿠폰과 무료배송 혜택을 드립니다.',
      'promotion',
      'normal',
      'premium',
      'active',
      false,
      -40,
    ],
    ['개인정보 처리방침 개정 안내', '개인정보 처리방침이 개정되어 안내드립니다.', 'policy', 'normal', 'all', 'active', false, -70],
    ['블랙프라이데이 세일 안내', '블랙프라이데이 기간 최대 50% 할인!', 'promotion', 'high', 'all', 'expired', false, -125],
    [
      '고객센터 운영 시간 안내',
      '고객센터는 평일 9:00-18:00에 운영됩니다. (점심시간 12:00-13:00)',
      'service',
      'low',
      'all',
      'active',
      false,
      -300,
    ],
    ['신규 회원 혜택 안내', '회원가입 시 첫 구매 30% 할인 쿠폰을 드립니다.', 'promotion', 'normal', 'new', 'active', false, -90],
    ['연말 배송 마감 안내', '연말 택배 물량 증가로 배송이 1-2일 지연될 수 있습니다.', 'service', 'normal', 'all', 'expired', false, -75],
    ['결제 수단 추가 안내', '네이버페이, 카카오페이로 간편하게 결제하세요.', 'service', 'low', 'all', 'active', false, -240],
    ['가을 아우터 기획전 예고', '곧 가을 아우터 기획전이 시작됩니다.', 'promotion', 'normal', 'all', 'draft', false, 10],
  ];
  const announcements = announcementDefs.map(([title, content, type, priority, targetAudience, status, isPinned, days], i) => ({
    id: seedId('announcement', i),
    title,
    content,
    type,
    priority,
    targetAudience,
    status,
    isPinned,
    views: days > 0 ? 0 : rnd.int(100, 25_000),
    startsAt: d(NOW + days * DAY),
    endsAt: status === 'expired' ? d(NOW + (days + 14) * DAY) : null,
    createdBy: '최수아',
    createdAt: d(NOW + Math.min(days, 0) * DAY - DAY),
    updatedAt: d(NOW + Math.min(days, 0) * DAY),
  }));

  const faqDefs: [string, string, string, string[]][] = [
    [
      'shipping',
      '배송비는 얼마인가요?',
      '5만원 이상 구매 시 무료배송이며, 5만원 미만 주문은 배송비 3,000원이 부과됩니다. 제주 및 도서산간 지역은 3,000원이 추가됩니다.',
      ['배송비', '무료배송'],
    ],
    [
      'shipping',
      '배송은 얼마나 걸리나요?',
      '주문 확인 후 1-2일 내 출고되며, 출고 후 2-3 영업일 내 받아보실 수 있습니다. 오후 2시 이전 주문은 당일 출고됩니다.',
      ['배송기간'],
    ],
    [
      'shipping',
      '배송 조회는 어디서 하나요?',
      '마이페이지 > 주문 내역에서 송장번호를 확인하고 배송 조회를 하실 수 있습니다.',
      ['배송조회', '송장'],
    ],
    ['shipping', '제주도도 배송되나요?', '네, 제주 및 도서산간 지역도 배송되며 추가 배송비 3,000원이 부과됩니다.', ['제주', '도서산간']],
    [
      'order',
      '주문을 취소하고 싶어요',
      '배송 준비 전(입금 대기, 결제 완료, 배송 준비중) 주문은 주문 내역에서 직접 취소하실 수 있습니다.',
      ['주문취소'],
    ],
    ['order', '주문 내역은 어디서 보나요?', '로그인 후 마이페이지 > 주문 내역에서 확인하실 수 있습니다.', ['주문내역']],
    [
      'order',
      '구매 확정은 무엇인가요?',
      '상품을 받고 문제가 없으면 구매 확정을 눌러주세요. 배송 완료 후 7일이 지나면 자동으로 구매 확정되며 포인트가 적립됩니다.',
      ['구매확정', '포인트'],
    ],
    [
      'order',
      '반품은 어떻게 하나요?',
      '상품 수령 후 7일 이내에 마이페이지에서 반품 신청을 하실 수 있습니다. 단순 변심의 경우 왕복 배송비는 고객님 부담입니다.',
      ['반품', '환불'],
    ],
    [
      'order',
      '교환은 가능한가요?',
      '수령 후 7일 이내 교환 가능하며, 사이즈 교환은 1회 무료입니다. 세일 상품은 교환만 가능합니다.',
      ['교환', '사이즈'],
    ],
    [
      'payment',
      '어떤 결제 수단을 사용할 수 있나요?',
      '신용카드, 무통장입금, 휴대폰결제, 카카오페이, 네이버페이를 이용하실 수 있습니다.',
      ['결제수단'],
    ],
    ['payment', '무통장 입금 기한이 있나요?', '주문 후 7일 이내에 입금해 주세요. 기한이 지나면 주문이 자동 취소됩니다.', ['무통장입금']],
    ['payment', '환불은 언제 되나요?', '반품 상품 회수 및 검수 후 3영업일 이내에 결제 수단으로 환불됩니다.', ['환불']],
    [
      'payment',
      '쿠폰은 어떻게 사용하나요?',
      '결제 단계에서 쿠폰 코드를 입력하거나 보유 쿠폰을 선택하세요. 한 주문에 쿠폰은 하나만 사용할 수 있습니다.',
      ['쿠폰'],
    ],
    ['account', '회원가입 혜택이 있나요?', '회원가입 시 첫 구매 30% 할인 쿠폰을 드립니다.', ['회원가입', '쿠폰']],
    ['account', '비밀번호를 잊어버렸어요', '로그인 화면의 비밀번호 찾기를 이용해 주세요.', ['비밀번호']],
    ['account', '회원 등급은 어떻게 정해지나요?', '최근 구매 실적에 따라 VIP, 골드, 실버, 브론즈 등급이 부여됩니다.', ['등급']],
    [
      'account',
      '포인트는 언제 사용할 수 있나요?',
      '포인트는 구매 확정 다음 날부터 1,000원 이상 보유 시 결제 금액의 50%까지 사용할 수 있습니다.',
      ['포인트'],
    ],
    ['product', '사이즈 선택이 어려워요', '상품 상세의 사이즈 가이드를 참고하시거나 상품 Q&A로 문의해 주세요.', ['사이즈']],
    ['product', '품절 상품은 재입고되나요?', '브랜드 사정에 따라 재입고될 수 있습니다. 상품 Q&A로 문의해 주세요.', ['품절', '재입고']],
    ['product', '상품 색상이 화면과 달라요', '모니터 환경에 따라 색상이 다르게 보일 수 있습니다.', ['색상']],
    ['general', '고객센터 운영 시간은?', '평일 9:00-18:00에 운영합니다. 주말 및 공휴일은 휴무입니다.', ['고객센터']],
    ['general', '입점 문의는 어디로 하나요?', 'partner@stylehub.kr 로 회사 소개서와 함께 문의해 주세요.', ['입점']],
  ];
  const faqs = faqDefs.map(([category, question, answer, tags], i) => {
    const helpful = rnd.int(0, 400);
    return {
      id: seedId('faq', i),
      question,
      answer,
      category,
      tags,
      status: i % 11 === 10 ? 'draft' : i % 13 === 12 ? 'inactive' : 'active',
      priority: (i % 4) + 1,
      views: rnd.int(50, 30_000),
      helpful,
      notHelpful: rnd.int(0, Math.max(1, Math.floor(helpful / 5))),
      createdBy: '최수아',
      createdAt: d(NOW - rnd.int(30, 600) * DAY),
      updatedAt: d(NOW - rnd.int(1, 29) * DAY),
    };
  });

  const eventDefs: [string, string, string, string, number, number, number | null][] = [
    [`${at(0)}맞이 럭키 드로우`, '구매 고객 중 추첨을 통해 경품을 드립니다', 'lucky_draw', 'online', -20, 10, 5000],
    ['성수 팝업 스토어', '브랜드 신상품을 직접 만나보세요', 'offline_event', '서울특별시 성동구 연무장길 45', 7, 21, 800],
    ['신규 회원 웰컴 이벤트', '가입 즉시 30% 할인 쿠폰 증정', 'welcome_event', 'online', -365, 365, null],
    ['포토 리뷰 콘테스트', '베스트 포토 리뷰에 포인트 10만원', 'photo_contest', 'sns', -40, -10, 2000],
    ['VIP 신상품 프리뷰', 'VIP 고객 대상 신상품 선공개', 'vip_preview', '서울특별시 강남구 도산대로 318', -100, -98, 150],
    [`${at(-220)} 세일 페스타`, `${at(-220)} 상품 최대 50% 할인`, 'sale', 'online', -240, -200, null],
    ['블랙프라이데이', '1년에 한 번, 최대 50% 할인', 'sale', 'online', bf, bf + 7, null],
    ['주말 타임세일', '48시간 한정 특가', 'promotion', 'online', -3, 1, null],
    ['브랜드 위크', '이주의 브랜드 단독 할인', 'brand_event', 'online', -10, 4, null],
    [`${at(15)} 아우터 페스타`, `${at(15)} 아우터 기획전`, 'sale', 'online', 15, 45, null],
    // Last year's (it is the cancelled one).
    ['연말 럭키 박스', '한정 수량 럭키 박스', 'lucky_draw', 'online', lastYearEnd, lastYearEnd + 10, 1000],
    [`${at(30)} 등산 클래스`, '아웃도어 브랜드와 함께하는 등산 클래스', 'offline_event', '경기도 양평군', 30, 31, 40],
  ];
  const events = eventDefs.map(([title, description, type, location, s, e, max], i) => {
    const status = e < 0 ? (i === 10 ? 'cancelled' : 'completed') : s > 0 ? 'scheduled' : 'active';
    const current = s > 0 ? 0 : max ? Math.floor(max * (0.3 + rnd.next() * 0.7)) : rnd.int(500, 20_000);
    const views = s > 0 ? rnd.int(0, 2000) : rnd.int(10_000, 200_000);
    return {
      id: seedId('event', i),
      title,
      description,
      type,
      location,
      status,
      bannerUrl: `/media/brands/${brands[i % brands.length]!.slug}/banner.svg`,
      startsAt: d(NOW + s * DAY),
      endsAt: d(NOW + e * DAY),
      maxParticipants: max,
      currentParticipants: current,
      prize: type === 'lucky_draw' ? '스타일허브 포인트 50,000원' : type === 'photo_contest' ? '포인트 100,000원' : null,
      prizeValue: type === 'lucky_draw' ? 50_000 : type === 'photo_contest' ? 100_000 : 0,
      participationCondition: type === 'lucky_draw' ? '기간 내 3만원 이상 구매' : null,
      winners: status === 'completed' && (type === 'lucky_draw' || type === 'photo_contest') ? rnd.int(10, 100) : 0,
      revenue: s > 0 ? 0 : rnd.int(1, 300) * 100_000,
      cost: rnd.int(1, 50) * 100_000,
      views,
      clicks: Math.floor(views * (0.05 + rnd.next() * 0.1)),
      createdBy: '최수아',
      createdAt: d(NOW + (Math.min(s, 0) - 20) * DAY),
      updatedAt: d(NOW + Math.min(s, 0) * DAY),
    };
  });
  void coupons;
  return { promotions, banners, announcements, faqs, events };
}
