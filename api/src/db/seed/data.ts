/** Seed data: invented Korean brands (no real trademarks), categories and demo accounts. */

export const DEMO_PASSWORD = 'demo1234!';

export const DEMO_STAFF = [
  { email: 'super@stylehub.kr', name: '김지훈', role: 'SUPER_ADMIN' },
  { email: 'ops@stylehub.kr', name: '이서연', role: 'OPS_MANAGER' },
  { email: 'cs@stylehub.kr', name: '박민재', role: 'CS_AGENT' },
  { email: 'content@stylehub.kr', name: '최수아', role: 'CONTENT_EDITOR' },
  { email: 'finance@stylehub.kr', name: '정도윤', role: 'FINANCE' },
  { email: 'seller@stylehub.kr', name: '한예린', role: 'SELLER_ADMIN' },
] as const;

export const DEMO_SHOPPERS = [
  { email: 'buyer@stylehub.kr', name: '김구매', phone: '010-1234-5678', role: 'customer', grade: 'gold' },
  { email: 'brand@stylehub.kr', name: '이브랜드', phone: '010-2345-6789', role: 'seller', grade: 'silver' },
] as const;

export interface CategorySeed {
  slug: string;
  name: string;
  icon: string;
  children: { slug: string; name: string }[];
}

/** The two-level tree; top-level slugs are stable (brands and links use them). */
export const CATEGORIES: CategorySeed[] = [
  {
    slug: 'outer',
    name: '아우터',
    icon: 'coat',
    children: [
      { slug: 'outer-coat', name: '코트' },
      { slug: 'outer-padding', name: '패딩' },
      { slug: 'outer-jacket', name: '재킷' },
      { slug: 'outer-blazer', name: '블레이저' },
      { slug: 'outer-cardigan', name: '가디건' },
      { slug: 'outer-jumper', name: '점퍼' },
    ],
  },
  {
    slug: 'top',
    name: '상의',
    icon: 'shirt',
    children: [
      { slug: 'top-tshirt', name: '티셔츠' },
      { slug: 'top-shirt', name: '셔츠' },
      { slug: 'top-knit', name: '니트' },
      { slug: 'top-hoodie', name: '후드티' },
      { slug: 'top-sweatshirt', name: '맨투맨' },
      { slug: 'top-blouse', name: '블라우스' },
    ],
  },
  {
    slug: 'bottom',
    name: '하의',
    icon: 'pants',
    children: [
      { slug: 'bottom-denim', name: '데님' },
      { slug: 'bottom-slacks', name: '슬랙스' },
      { slug: 'bottom-skirt', name: '스커트' },
      { slug: 'bottom-shorts', name: '쇼츠' },
      { slug: 'bottom-jogger', name: '트레이닝 팬츠' },
    ],
  },
  {
    slug: 'dress',
    name: '원피스',
    icon: 'dress',
    children: [
      { slug: 'dress-mini', name: '미니 원피스' },
      { slug: 'dress-long', name: '롱 원피스' },
      { slug: 'dress-midi', name: '미디 원피스' },
      { slug: 'dress-jumpsuit', name: '점프수트' },
    ],
  },
  {
    slug: 'shoes',
    name: '신발',
    icon: 'shoe',
    children: [
      { slug: 'shoes-sneakers', name: '스니커즈' },
      { slug: 'shoes-boots', name: '부츠' },
      { slug: 'shoes-loafers', name: '로퍼' },
      { slug: 'shoes-sandals', name: '샌들' },
      { slug: 'shoes-heels', name: '힐/펌프스' },
    ],
  },
  {
    slug: 'bag',
    name: '가방',
    icon: 'bag',
    children: [
      { slug: 'bag-backpack', name: '백팩' },
      { slug: 'bag-shoulder', name: '숄더백' },
      { slug: 'bag-tote', name: '토트백' },
      { slug: 'bag-crossbody', name: '크로스백' },
      { slug: 'bag-clutch', name: '클러치' },
    ],
  },
  {
    slug: 'accessory',
    name: '액세서리',
    icon: 'gem',
    children: [
      { slug: 'accessory-jewelry', name: '주얼리' },
      { slug: 'accessory-hat', name: '모자' },
      { slug: 'accessory-watch', name: '시계' },
      { slug: 'accessory-belt', name: '벨트' },
      { slug: 'accessory-sunglasses', name: '선글라스' },
      { slug: 'accessory-scarf', name: '스카프/머플러' },
    ],
  },
  {
    slug: 'sports',
    name: '스포츠',
    icon: 'run',
    children: [
      { slug: 'sports-running', name: '러닝' },
      { slug: 'sports-yoga', name: '요가' },
      { slug: 'sports-hiking', name: '등산' },
      { slug: 'sports-golf', name: '골프' },
    ],
  },
  {
    slug: 'beauty',
    name: '뷰티',
    icon: 'sparkle',
    children: [
      { slug: 'beauty-skincare', name: '스킨케어' },
      { slug: 'beauty-makeup', name: '메이크업' },
      { slug: 'beauty-fragrance', name: '향수' },
    ],
  },
  {
    slug: 'life',
    name: '라이프',
    icon: 'home',
    children: [
      { slug: 'life-home', name: '홈데코' },
      { slug: 'life-stationery', name: '문구' },
      { slug: 'life-fabric', name: '패브릭' },
    ],
  },
];

export interface BrandSeed {
  slug: string;
  name: string;
  nameEn: string;
  category: string;
  status: 'active' | 'pending' | 'suspended';
  description: string;
}

export const BRANDS: BrandSeed[] = [
  {
    slug: 'monowave',
    name: '모노웨이브',
    nameEn: 'MONOWAVE',
    category: 'outer',
    status: 'active',
    description: '단정한 실루엣의 데일리 아우터',
  },
  { slug: 'noir-hill', name: '누아르힐', nameEn: 'NOIR HILL', category: 'outer', status: 'active', description: '도시적인 블랙 톤 컬렉션' },
  { slug: 'solea', name: '솔레아', nameEn: 'SOLEA', category: 'dress', status: 'active', description: '햇살을 닮은 여름 원피스' },
  { slug: 'urban-fold', name: '어반폴드', nameEn: 'URBAN FOLD', category: 'top', status: 'active', description: '구김까지 멋이 되는 셔츠' },
  {
    slug: 'gray-moment',
    name: '그레이모먼트',
    nameEn: 'GRAY MOMENT',
    category: 'top',
    status: 'active',
    description: '차분한 무채색 니트웨어',
  },
  {
    slug: 'denim-lab',
    name: '데님랩',
    nameEn: 'DENIM LAB',
    category: 'bottom',
    status: 'active',
    description: '핏을 연구하는 데님 브랜드',
  },
  {
    slug: 'objet-seoul',
    name: '오브제 서울',
    nameEn: 'OBJET SEOUL',
    category: 'accessory',
    status: 'active',
    description: '서울에서 만든 미니멀 주얼리',
  },
  {
    slug: 'light-step',
    name: '라이트스텝',
    nameEn: 'LIGHT STEP',
    category: 'shoes',
    status: 'active',
    description: '가벼운 걸음을 위한 스니커즈',
  },
  { slug: 'forest-bag', name: '포레스트백', nameEn: 'FOREST BAG', category: 'bag', status: 'active', description: '자연 소재로 만든 가방' },
  { slug: 'berde', name: '베르데', nameEn: 'BERDE', category: 'beauty', status: 'active', description: '식물 유래 성분 스킨케어' },
  { slug: 'harusali', name: '하루살이', nameEn: 'HARUSALI', category: 'life', status: 'active', description: '하루를 채우는 생활 소품' },
  { slug: 'cotton-day', name: '코튼데이', nameEn: 'COTTON DAY', category: 'top', status: 'active', description: '매일 입는 순면 티셔츠' },
  {
    slug: 'blue-note-studio',
    name: '블루노트 스튜디오',
    nameEn: 'BLUE NOTE STUDIO',
    category: 'outer',
    status: 'active',
    description: '재즈에서 영감을 받은 재킷',
  },
  { slug: 'riverside', name: '리버사이드', nameEn: 'RIVERSIDE', category: 'bottom', status: 'active', description: '편안한 와이드 팬츠' },
  {
    slug: 'flora-garden',
    name: '플로라가든',
    nameEn: 'FLORA GARDEN',
    category: 'dress',
    status: 'active',
    description: '플라워 프린트 원피스',
  },
  {
    slug: 'ironfit',
    name: '아이언핏',
    nameEn: 'IRONFIT',
    category: 'sports',
    status: 'active',
    description: '트레이닝을 위한 기능성 웨어',
  },
  { slug: 'runwave', name: '런웨이브', nameEn: 'RUNWAVE', category: 'sports', status: 'active', description: '러너를 위한 경량 의류' },
  {
    slug: 'moonlight',
    name: '문라이트',
    nameEn: 'MOONLIGHT',
    category: 'accessory',
    status: 'active',
    description: '은은하게 빛나는 액세서리',
  },
  { slug: 'terracotta', name: '테라코타', nameEn: 'TERRACOTTA', category: 'bag', status: 'active', description: '흙빛 가죽 숄더백' },
  {
    slug: 'soft-cloud',
    name: '소프트클라우드',
    nameEn: 'SOFT CLOUD',
    category: 'beauty',
    status: 'active',
    description: '구름처럼 가벼운 메이크업',
  },
  {
    slug: 'nomad-home',
    name: '노마드홈',
    nameEn: 'NOMAD HOME',
    category: 'life',
    status: 'active',
    description: '여행자의 감성을 담은 홈데코',
  },
  {
    slug: 'street-code',
    name: '스트릿코드',
    nameEn: 'STREET CODE',
    category: 'top',
    status: 'active',
    description: '그래픽 스트릿 캐주얼',
  },
  { slug: 'hangyeol', name: '한결', nameEn: 'HANGYEOL', category: 'outer', status: 'active', description: '한결같은 품질의 울 코트' },
  {
    slug: 'minimalist',
    name: '미니멀리스트',
    nameEn: 'MINIMALIST',
    category: 'bottom',
    status: 'active',
    description: '군더더기 없는 슬랙스',
  },
  { slug: 'paper-moon', name: '페이퍼문', nameEn: 'PAPER MOON', category: 'dress', status: 'pending', description: '빈티지 무드 원피스' },
  { slug: 'step-up', name: '스텝업', nameEn: 'STEP UP', category: 'shoes', status: 'pending', description: '굽이 편한 데일리 부츠' },
  {
    slug: 'sunnyside',
    name: '써니사이드',
    nameEn: 'SUNNYSIDE',
    category: 'accessory',
    status: 'pending',
    description: '여름을 위한 모자와 선글라스',
  },
  { slug: 'waveline', name: '웨이브라인', nameEn: 'WAVELINE', category: 'sports', status: 'pending', description: '요가와 필라테스 웨어' },
  { slug: 'eunhasu', name: '은하수', nameEn: 'EUNHASU', category: 'beauty', status: 'suspended', description: '별빛 톤 컬러 코스메틱' },
  { slug: 'chabun', name: '차분', nameEn: 'CHABUN', category: 'life', status: 'suspended', description: '차분한 공간을 위한 문구' },
];

export const SURNAMES = [
  ['김', 'kim'],
  ['이', 'lee'],
  ['박', 'park'],
  ['최', 'choi'],
  ['정', 'jung'],
  ['강', 'kang'],
  ['조', 'cho'],
  ['윤', 'yoon'],
  ['장', 'jang'],
  ['임', 'lim'],
  ['한', 'han'],
  ['오', 'oh'],
  ['서', 'seo'],
  ['신', 'shin'],
  ['권', 'kwon'],
  ['황', 'hwang'],
  ['안', 'ahn'],
  ['송', 'song'],
  ['류', 'ryu'],
  ['홍', 'hong'],
] as const;

export const GIVEN_NAMES = [
  ['민준', 'minjun'],
  ['서연', 'seoyeon'],
  ['도윤', 'doyun'],
  ['지우', 'jiwoo'],
  ['하준', 'hajun'],
  ['서윤', 'seoyun'],
  ['시우', 'siwoo'],
  ['하은', 'haeun'],
  ['주원', 'juwon'],
  ['지민', 'jimin'],
  ['예준', 'yejun'],
  ['수아', 'sua'],
  ['지호', 'jiho'],
  ['채원', 'chaewon'],
  ['은우', 'eunwoo'],
  ['지유', 'jiyu'],
  ['유진', 'yujin'],
  ['현우', 'hyunwoo'],
  ['다은', 'daeun'],
  ['승민', 'seungmin'],
] as const;
