/** Words the generated seed is made of: invented, Korean first, never a real trademark. */

/** Swatch names of the storefront spec (section 9), with how often each is picked. */
export const COLORS: readonly (readonly [string, number])[] = [
  ['Black', 24],
  ['White', 16],
  ['Gray', 11],
  ['Navy', 10],
  ['Beige', 10],
  ['Cream', 6],
  ['Brown', 6],
  ['Blue', 5],
  ['Green', 4],
  ['Pink', 4],
  ['Burgundy', 3],
  ['Red', 2],
  ['Yellow', 2],
  ['Purple', 2],
  ['Orange', 1],
  ['Silver', 2],
  ['Gold', 2],
  ['Multi', 2],
];

export const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
export const SHOE_SIZES = ['230', '240', '250', '260', '270', '280'] as const;
export const FREE_SIZE = ['FREE'] as const;

export function sizesFor(topSlug: string): readonly string[] {
  if (topSlug === 'shoes') return SHOE_SIZES;
  if (topSlug === 'bag' || topSlug === 'accessory' || topSlug === 'beauty' || topSlug === 'life') return FREE_SIZE;
  return APPAREL_SIZES;
}

/** Per second-level category: item words [ko, en], list-price range in thousands of won, weight in grams. */
export const ITEMS: Record<string, { words: [string, string][]; price: [number, number]; grams: number }> = {
  'outer-coat': {
    words: [
      ['싱글 코트', 'Single Coat'],
      ['더블 코트', 'Double-breasted Coat'],
      ['발마칸 코트', 'Balmacaan Coat'],
      ['핸드메이드 코트', 'Handmade Coat'],
      ['트렌치 코트', 'Trench Coat'],
    ],
    price: [159, 590],
    grams: 1400,
  },
  'outer-padding': {
    words: [
      ['숏 패딩', 'Short Puffer'],
      ['롱 패딩', 'Long Puffer'],
      ['경량 패딩', 'Light Down Jacket'],
      ['패딩 베스트', 'Padded Vest'],
    ],
    price: [99, 420],
    grams: 1100,
  },
  'outer-jacket': {
    words: [
      ['워크 재킷', 'Work Jacket'],
      ['데님 재킷', 'Denim Jacket'],
      ['레더 재킷', 'Leather Jacket'],
      ['코치 재킷', 'Coach Jacket'],
      ['필드 재킷', 'Field Jacket'],
    ],
    price: [89, 390],
    grams: 900,
  },
  'outer-blazer': {
    words: [
      ['싱글 블레이저', 'Single Blazer'],
      ['오버핏 블레이저', 'Oversized Blazer'],
      ['크롭 블레이저', 'Cropped Blazer'],
    ],
    price: [99, 320],
    grams: 800,
  },
  'outer-cardigan': {
    words: [
      ['니트 가디건', 'Knit Cardigan'],
      ['크롭 가디건', 'Cropped Cardigan'],
      ['브이넥 가디건', 'V-neck Cardigan'],
    ],
    price: [49, 189],
    grams: 500,
  },
  'outer-jumper': {
    words: [
      ['블루종', 'Blouson'],
      ['바람막이', 'Windbreaker'],
      ['플리스 집업', 'Fleece Zip-up'],
      ['항공 점퍼', 'Flight Jumper'],
    ],
    price: [69, 259],
    grams: 700,
  },
  'top-tshirt': {
    words: [
      ['반팔 티셔츠', 'Short Sleeve T-shirt'],
      ['긴팔 티셔츠', 'Long Sleeve T-shirt'],
      ['그래픽 티셔츠', 'Graphic T-shirt'],
      ['헨리넥 티셔츠', 'Henley T-shirt'],
    ],
    price: [19, 69],
    grams: 220,
  },
  'top-shirt': {
    words: [
      ['옥스포드 셔츠', 'Oxford Shirt'],
      ['스트라이프 셔츠', 'Striped Shirt'],
      ['린넨 셔츠', 'Linen Shirt'],
      ['오버 셔츠', 'Overshirt'],
    ],
    price: [39, 129],
    grams: 280,
  },
  'top-knit': {
    words: [
      ['라운드 니트', 'Crewneck Knit'],
      ['터틀넥 니트', 'Turtleneck Knit'],
      ['케이블 니트', 'Cable Knit'],
      ['하프집업 니트', 'Half-zip Knit'],
    ],
    price: [49, 219],
    grams: 450,
  },
  'top-hoodie': {
    words: [
      ['후드 티셔츠', 'Hoodie'],
      ['후드 집업', 'Zip-up Hoodie'],
      ['피그먼트 후드', 'Pigment Hoodie'],
    ],
    price: [49, 139],
    grams: 600,
  },
  'top-sweatshirt': {
    words: [
      ['맨투맨', 'Sweatshirt'],
      ['로고 맨투맨', 'Logo Sweatshirt'],
      ['기모 맨투맨', 'Brushed Sweatshirt'],
    ],
    price: [39, 119],
    grams: 520,
  },
  'top-blouse': {
    words: [
      ['셔링 블라우스', 'Shirred Blouse'],
      ['리본 블라우스', 'Bow Blouse'],
      ['퍼프 블라우스', 'Puff Sleeve Blouse'],
    ],
    price: [39, 139],
    grams: 200,
  },
  'bottom-denim': {
    words: [
      ['스트레이트 데님', 'Straight Denim'],
      ['와이드 데님', 'Wide Denim'],
      ['부츠컷 데님', 'Bootcut Denim'],
      ['테이퍼드 데님', 'Tapered Denim'],
    ],
    price: [49, 189],
    grams: 650,
  },
  'bottom-slacks': {
    words: [
      ['와이드 슬랙스', 'Wide Slacks'],
      ['세미와이드 슬랙스', 'Semi-wide Slacks'],
      ['원턱 슬랙스', 'One-tuck Slacks'],
      ['밴딩 슬랙스', 'Banded Slacks'],
    ],
    price: [39, 159],
    grams: 450,
  },
  'bottom-skirt': {
    words: [
      ['플리츠 스커트', 'Pleated Skirt'],
      ['롱 스커트', 'Long Skirt'],
      ['미니 스커트', 'Mini Skirt'],
      ['랩 스커트', 'Wrap Skirt'],
    ],
    price: [35, 139],
    grams: 300,
  },
  'bottom-shorts': {
    words: [
      ['버뮤다 팬츠', 'Bermuda Shorts'],
      ['스웨트 쇼츠', 'Sweat Shorts'],
      ['카고 쇼츠', 'Cargo Shorts'],
    ],
    price: [29, 89],
    grams: 280,
  },
  'bottom-jogger': {
    words: [
      ['조거 팬츠', 'Jogger Pants'],
      ['트랙 팬츠', 'Track Pants'],
      ['스웨트 팬츠', 'Sweatpants'],
    ],
    price: [35, 109],
    grams: 420,
  },
  'dress-mini': {
    words: [
      ['미니 원피스', 'Mini Dress'],
      ['셔츠 원피스', 'Shirt Dress'],
      ['플레어 원피스', 'Flare Dress'],
    ],
    price: [49, 169],
    grams: 350,
  },
  'dress-long': {
    words: [
      ['롱 원피스', 'Maxi Dress'],
      ['슬립 원피스', 'Slip Dress'],
      ['니트 롱 원피스', 'Knit Maxi Dress'],
    ],
    price: [59, 229],
    grams: 450,
  },
  'dress-midi': {
    words: [
      ['미디 원피스', 'Midi Dress'],
      ['랩 원피스', 'Wrap Dress'],
      ['플라워 원피스', 'Floral Dress'],
    ],
    price: [55, 199],
    grams: 400,
  },
  'dress-jumpsuit': {
    words: [
      ['점프수트', 'Jumpsuit'],
      ['오버롤', 'Overalls'],
    ],
    price: [59, 179],
    grams: 600,
  },
  'shoes-sneakers': {
    words: [
      ['캔버스 스니커즈', 'Canvas Sneakers'],
      ['레더 스니커즈', 'Leather Sneakers'],
      ['러닝화', 'Running Shoes'],
      ['청키 스니커즈', 'Chunky Sneakers'],
    ],
    price: [59, 259],
    grams: 800,
  },
  'shoes-boots': {
    words: [
      ['첼시 부츠', 'Chelsea Boots'],
      ['워커 부츠', 'Work Boots'],
      ['롱 부츠', 'Tall Boots'],
      ['앵클 부츠', 'Ankle Boots'],
    ],
    price: [99, 389],
    grams: 1200,
  },
  'shoes-loafers': {
    words: [
      ['페니 로퍼', 'Penny Loafers'],
      ['태슬 로퍼', 'Tassel Loafers'],
      ['홀스빗 로퍼', 'Bit Loafers'],
    ],
    price: [89, 289],
    grams: 750,
  },
  'shoes-sandals': {
    words: [
      ['스트랩 샌들', 'Strap Sandals'],
      ['슬라이드', 'Slides'],
      ['플랫폼 샌들', 'Platform Sandals'],
    ],
    price: [39, 159],
    grams: 500,
  },
  'shoes-heels': {
    words: [
      ['펌프스', 'Pumps'],
      ['슬링백', 'Slingbacks'],
      ['메리제인', 'Mary Janes'],
    ],
    price: [69, 239],
    grams: 600,
  },
  'bag-backpack': {
    words: [
      ['데일리 백팩', 'Daily Backpack'],
      ['나일론 백팩', 'Nylon Backpack'],
      ['롤탑 백팩', 'Roll-top Backpack'],
    ],
    price: [59, 249],
    grams: 900,
  },
  'bag-shoulder': {
    words: [
      ['호보백', 'Hobo Bag'],
      ['레더 숄더백', 'Leather Shoulder Bag'],
      ['하프문 백', 'Half-moon Bag'],
    ],
    price: [69, 399],
    grams: 700,
  },
  'bag-tote': {
    words: [
      ['캔버스 토트백', 'Canvas Tote'],
      ['레더 토트백', 'Leather Tote'],
      ['쇼퍼백', 'Shopper Bag'],
    ],
    price: [39, 329],
    grams: 650,
  },
  'bag-crossbody': {
    words: [
      ['미니 크로스백', 'Mini Crossbody'],
      ['메신저백', 'Messenger Bag'],
      ['슬링백', 'Sling Bag'],
    ],
    price: [39, 219],
    grams: 450,
  },
  'bag-clutch': {
    words: [
      ['레더 클러치', 'Leather Clutch'],
      ['파우치', 'Pouch'],
    ],
    price: [29, 159],
    grams: 250,
  },
  'accessory-jewelry': {
    words: [
      ['실버 링', 'Silver Ring'],
      ['체인 목걸이', 'Chain Necklace'],
      ['진주 귀걸이', 'Pearl Earrings'],
      ['레이어드 팔찌', 'Layered Bracelet'],
    ],
    price: [19, 189],
    grams: 50,
  },
  'accessory-hat': {
    words: [
      ['볼캡', 'Ball Cap'],
      ['버킷햇', 'Bucket Hat'],
      ['비니', 'Beanie'],
      ['울 베레모', 'Wool Beret'],
    ],
    price: [19, 69],
    grams: 120,
  },
  'accessory-watch': {
    words: [
      ['메탈 시계', 'Metal Watch'],
      ['레더 스트랩 시계', 'Leather Strap Watch'],
      ['미니멀 시계', 'Minimal Watch'],
    ],
    price: [89, 390],
    grams: 150,
  },
  'accessory-belt': {
    words: [
      ['레더 벨트', 'Leather Belt'],
      ['캔버스 벨트', 'Canvas Belt'],
    ],
    price: [25, 119],
    grams: 200,
  },
  'accessory-sunglasses': {
    words: [
      ['뿔테 선글라스', 'Horn-rim Sunglasses'],
      ['메탈 선글라스', 'Metal Sunglasses'],
      ['캣아이 선글라스', 'Cat-eye Sunglasses'],
    ],
    price: [39, 229],
    grams: 80,
  },
  'accessory-scarf': {
    words: [
      ['울 머플러', 'Wool Muffler'],
      ['실크 스카프', 'Silk Scarf'],
      ['캐시미어 머플러', 'Cashmere Muffler'],
    ],
    price: [29, 189],
    grams: 180,
  },
  'sports-running': {
    words: [
      ['러닝 쇼츠', 'Running Shorts'],
      ['러닝 티셔츠', 'Running Tee'],
      ['러닝 재킷', 'Running Jacket'],
    ],
    price: [29, 149],
    grams: 200,
  },
  'sports-yoga': {
    words: [
      ['요가 레깅스', 'Yoga Leggings'],
      ['브라탑', 'Bra Top'],
      ['요가 조거', 'Yoga Joggers'],
    ],
    price: [29, 109],
    grams: 220,
  },
  'sports-hiking': {
    words: [
      ['등산 재킷', 'Hiking Jacket'],
      ['트레킹 팬츠', 'Trekking Pants'],
      ['플리스 재킷', 'Fleece Jacket'],
    ],
    price: [69, 289],
    grams: 650,
  },
  'sports-golf': {
    words: [
      ['골프 폴로', 'Golf Polo'],
      ['골프 스커트', 'Golf Skirt'],
      ['골프 팬츠', 'Golf Pants'],
    ],
    price: [59, 229],
    grams: 300,
  },
  'beauty-skincare': {
    words: [
      ['수분 크림', 'Moisture Cream'],
      ['토너', 'Toner'],
      ['세럼', 'Serum'],
      ['선크림', 'Sun Cream'],
    ],
    price: [15, 69],
    grams: 250,
  },
  'beauty-makeup': {
    words: [
      ['쿠션 파운데이션', 'Cushion Foundation'],
      ['립 틴트', 'Lip Tint'],
      ['아이섀도 팔레트', 'Eyeshadow Palette'],
    ],
    price: [12, 49],
    grams: 120,
  },
  'beauty-fragrance': {
    words: [
      ['오 드 퍼퓸', 'Eau de Parfum'],
      ['핸드크림', 'Hand Cream'],
      ['바디 미스트', 'Body Mist'],
    ],
    price: [19, 159],
    grams: 300,
  },
  'life-home': {
    words: [
      ['세라믹 화병', 'Ceramic Vase'],
      ['소이 캔들', 'Soy Candle'],
      ['디퓨저', 'Diffuser'],
    ],
    price: [15, 89],
    grams: 600,
  },
  'life-stationery': {
    words: [
      ['가죽 다이어리', 'Leather Diary'],
      ['만년필', 'Fountain Pen'],
      ['노트 세트', 'Notebook Set'],
    ],
    price: [9, 79],
    grams: 300,
  },
  'life-fabric': {
    words: [
      ['린넨 쿠션 커버', 'Linen Cushion Cover'],
      ['와플 블랭킷', 'Waffle Blanket'],
      ['코튼 타월 세트', 'Cotton Towel Set'],
    ],
    price: [19, 99],
    grams: 700,
  },
};

/** Style words placed before the item: [ko, en]. */
export const STYLE_WORDS: [string, string][] = [
  ['오버핏', 'Oversized'],
  ['베이직', 'Basic'],
  ['릴렉스드', 'Relaxed'],
  ['슬림핏', 'Slim'],
  ['빈티지', 'Vintage'],
  ['클래식', 'Classic'],
  ['모던', 'Modern'],
  ['미니멀', 'Minimal'],
  ['데일리', 'Daily'],
  ['시그니처', 'Signature'],
  ['에센셜', 'Essential'],
  ['프리미엄', 'Premium'],
  ['소프트', 'Soft'],
  ['유틸리티', 'Utility'],
  ['레트로', 'Retro'],
  ['어반', 'Urban'],
];

/** Material words by top-level category: [ko, en]. */
export const MATERIALS: Record<string, [string, string][]> = {
  outer: [
    ['울 블렌드', 'Wool Blend'],
    ['캐시미어', 'Cashmere'],
    ['나일론', 'Nylon'],
    ['코튼', 'Cotton'],
    ['스웨이드', 'Suede'],
    ['트위드', 'Tweed'],
  ],
  top: [
    ['코튼', 'Cotton'],
    ['린넨', 'Linen'],
    ['메리노 울', 'Merino Wool'],
    ['저지', 'Jersey'],
    ['와플', 'Waffle'],
    ['피그먼트', 'Pigment-dyed'],
  ],
  bottom: [
    ['코튼', 'Cotton'],
    ['린넨', 'Linen'],
    ['코듀로이', 'Corduroy'],
    ['울', 'Wool'],
    ['나일론', 'Nylon'],
  ],
  dress: [
    ['코튼', 'Cotton'],
    ['린넨', 'Linen'],
    ['새틴', 'Satin'],
    ['쉬폰', 'Chiffon'],
    ['니트', 'Knit'],
  ],
  shoes: [
    ['레더', 'Leather'],
    ['스웨이드', 'Suede'],
    ['캔버스', 'Canvas'],
    ['메쉬', 'Mesh'],
  ],
  bag: [
    ['레더', 'Leather'],
    ['소프트', 'Soft'],
    ['나일론', 'Nylon'],
    ['비건 레더', 'Vegan Leather'],
  ],
  accessory: [
    ['클래식', 'Classic'],
    ['미니멀', 'Minimal'],
    ['데일리', 'Daily'],
    ['시그니처', 'Signature'],
    ['빈티지', 'Vintage'],
  ],
  sports: [
    ['드라이핏', 'Quick-dry'],
    ['스트레치', 'Stretch'],
    ['경량', 'Lightweight'],
    ['메쉬', 'Mesh'],
  ],
  beauty: [
    ['시카', 'Cica'],
    ['히알루론', 'Hyaluronic'],
    ['비건', 'Vegan'],
    ['무향', 'Unscented'],
    ['플로럴', 'Floral'],
  ],
  life: [
    ['핸드메이드', 'Handmade'],
    ['오가닉', 'Organic'],
    ['모던', 'Modern'],
    ['내추럴', 'Natural'],
  ],
};

/** Pieces of invented brand names: [ko, en]; a prefix and a suffix make one brand. */
export const BRAND_PREFIXES: [string, string][] = [
  ['하루', 'HARU'],
  ['소라', 'SORA'],
  ['달빛', 'DALBIT'],
  ['봄결', 'BOMGYEOL'],
  ['여름', 'YEOREUM'],
  ['노을', 'NOEUL'],
  ['바람', 'BARAM'],
  ['새벽', 'SAEBYEOK'],
  ['이음', 'IEUM'],
  ['온새', 'ONSAE'],
  ['다온', 'DAON'],
  ['가온', 'GAON'],
  ['라온', 'RAON'],
  ['해솔', 'HAESOL'],
  ['모래', 'MORAE'],
  ['구름', 'GUREUM'],
  ['별채', 'BYEOLCHAE'],
  ['숲길', 'SOOPGIL'],
  ['물결', 'MULGYEOL'],
  ['윤슬', 'YUNSEUL'],
  ['시월', 'SIWOL'],
  ['오월', 'OWOL'],
  ['누리', 'NURI'],
  ['한올', 'HANOL'],
  ['결', 'GYEOL'],
  ['담', 'DAM'],
  ['아토', 'ATO'],
  ['브리즈', 'BREEZE'],
  ['코랄', 'CORAL'],
  ['세이지', 'SAGE'],
  ['오커', 'OCHRE'],
  ['라일락', 'LILAC'],
  ['플린트', 'FLINT'],
  ['헤이즈', 'HAZE'],
  ['피오르', 'FJORD'],
  ['아이보리', 'IVORY'],
  ['올리브', 'OLIVE'],
  ['카키', 'KHAKI'],
  ['머스크', 'MUSK'],
  ['린든', 'LINDEN'],
];
export const BRAND_SUFFIXES: [string, string][] = [
  ['스튜디오', 'STUDIO'],
  ['랩', 'LAB'],
  ['웍스', 'WORKS'],
  ['클럽', 'CLUB'],
  ['룸', 'ROOM'],
  ['무드', 'MOOD'],
  ['라인', 'LINE'],
  ['에디션', 'EDITION'],
  ['서울', 'SEOUL'],
  ['아틀리에', 'ATELIER'],
  ['하우스', 'HOUSE'],
  ['데이', 'DAY'],
  ['가든', 'GARDEN'],
  ['필드', 'FIELD'],
  ['테일러', 'TAILOR'],
  ['오브젝트', 'OBJECT'],
  ['클로젯', 'CLOSET'],
  ['노트', 'NOTE'],
  ['마켓', 'MARKET'],
  ['포름', 'FORME'],
];
export const BRAND_TAGLINES: Record<string, string[]> = {
  outer: ['계절을 건너는 아우터', '오래 입는 코트와 재킷', '가볍고 따뜻한 레이어링'],
  top: ['매일 손이 가는 상의', '좋은 원단의 기본 티셔츠', '편안한 니트와 셔츠'],
  bottom: ['핏이 좋은 팬츠', '하루 종일 편한 하의', '실루엣을 살리는 슬랙스'],
  dress: ['특별한 날의 원피스', '여유로운 실루엣의 드레스', '계절을 담은 원피스'],
  shoes: ['걷기 좋은 신발', '가죽 장인의 슈즈', '데일리 스니커즈'],
  bag: ['수납이 좋은 데일리 백', '가죽의 결을 살린 가방', '가벼운 나일론 백'],
  accessory: ['일상을 빛내는 액세서리', '작지만 확실한 포인트', '섬세한 실버 주얼리'],
  sports: ['움직임을 위한 기능성 웨어', '러닝과 요가를 위한 옷', '아웃도어 라이프웨어'],
  beauty: ['피부를 생각한 순한 뷰티', '자연 유래 성분 코스메틱', '향으로 기억되는 브랜드'],
  life: ['공간을 채우는 생활 소품', '손으로 만든 홈데코', '책상 위의 작은 즐거움'],
};

export const BANKS = ['국민은행', '신한은행', '우리은행', '하나은행', 'IBK기업은행', 'NH농협은행', '카카오뱅크', '토스뱅크'] as const;

/** [시/도 구, zip-code base]. Zip codes are real-looking 5-digit codes of each area. */
export const ADDRESS_AREAS: [string, number][] = [
  ['서울특별시 강남구', 6000],
  ['서울특별시 마포구', 3900],
  ['서울특별시 송파구', 5500],
  ['서울특별시 성동구', 4700],
  ['서울특별시 관악구', 8700],
  ['서울특별시 노원구', 1600],
  ['경기도 성남시 분당구', 13400],
  ['경기도 수원시 영통구', 16500],
  ['경기도 고양시 일산동구', 10300],
  ['경기도 용인시 수지구', 16800],
  ['인천광역시 연수구', 21900],
  ['부산광역시 해운대구', 48000],
  ['부산광역시 수영구', 48200],
  ['대구광역시 수성구', 42000],
  ['대전광역시 유성구', 34100],
  ['광주광역시 서구', 61900],
  ['울산광역시 남구', 44600],
  ['세종특별자치시', 30100],
  ['강원특별자치도 춘천시', 24200],
  ['충청북도 청주시 흥덕구', 28400],
  ['전라북도 전주시 완산구', 54900],
  ['경상남도 창원시 성산구', 51400],
  ['제주특별자치도 제주시', 63100],
  ['제주특별자치도 서귀포시', 63500],
  ['인천광역시 옹진군', 23100],
];
export const STREETS = [
  '테헤란로',
  '월드컵북로',
  '올림픽로',
  '왕십리로',
  '남부순환로',
  '동일로',
  '판교역로',
  '광교로',
  '중앙로',
  '해운대로',
  '달구벌대로',
  '대학로',
  '상무대로',
  '한누리대로',
  '충장로',
] as const;
export const DELIVERY_MEMOS = [
  '문 앞에 놓아주세요',
  '부재 시 경비실에 맡겨주세요',
  '배송 전 연락 부탁드립니다',
  '택배함에 넣어주세요',
  '파손 주의 부탁드려요',
] as const;

export const REVIEW_TEXTS: Record<number, [string, string][]> = {
  5: [
    ['정말 만족해요', '핏이 예쁘고 원단이 탄탄해요. 재구매 의사 있습니다.'],
    ['인생템 찾았어요', '사진보다 실물이 더 예뻐요. 사이즈도 딱 맞아요.'],
    ['배송도 빠르고 좋아요', '주문 이틀 만에 받았어요. 마감도 깔끔합니다.'],
    ['색감이 너무 예뻐요', '컬러가 화면과 똑같고 고급스러워요.'],
  ],
  4: [
    ['대체로 만족합니다', '전체적으로 좋은데 소매가 조금 길어요.'],
    ['가성비 좋아요', '이 가격에 이 퀄리티면 충분히 만족합니다.'],
    ['무난하게 입기 좋아요', '데일리로 입기 좋은데 살짝 얇아요.'],
  ],
  3: [
    ['보통이에요', '나쁘지 않지만 기대만큼은 아니에요.'],
    ['사이즈가 애매해요', '평소 사이즈로 샀는데 조금 커요. 한 치수 작게 추천해요.'],
  ],
  2: [
    ['아쉬워요', '세탁 후 조금 줄어들었어요.'],
    ['색상이 달라요', '사진보다 색이 많이 어두워요.'],
  ],
  1: [
    ['실망했어요', '박음질이 풀려 있었어요. 교환 요청했습니다.'],
    ['별로예요', '원단이 생각보다 얇고 보풀이 생겨요.'],
  ],
};
export const ADMIN_REVIEW_REPLIES = [
  '소중한 후기 감사합니다. 더 좋은 상품으로 보답하겠습니다.',
  '불편을 드려 죄송합니다. 고객센터로 문의 주시면 빠르게 도와드리겠습니다.',
  '만족하셨다니 기쁩니다! 다음에도 찾아주세요.',
] as const;

/** [category, title, question, answer]. */
export const QNA_TEMPLATES: [string, string, string, string][] = [
  [
    'product',
    '사이즈 문의',
    '평소 M 사이즈 입는데 M으로 주문하면 될까요? 어깨가 넓은 편입니다.',
    '안녕하세요 고객님, 어깨가 넓으시다면 한 치수 큰 L 사이즈를 추천드립니다.',
  ],
  ['product', '재입고 문의', '블랙 색상 재입고 예정이 있나요?', '다음 주 중 재입고 예정입니다. 재입고 알림을 신청해 주세요.'],
  ['product', '소재 문의', '겨울에 입어도 따뜻한가요? 안감이 있는지 궁금합니다.', '안감이 있어 늦가을부터 초겨울까지 입기 좋습니다.'],
  ['product', '세탁 방법', '물세탁 가능한가요?', '드라이클리닝을 권장드리며, 찬물 단독 손세탁도 가능합니다.'],
  [
    'shipping',
    '배송 언제 되나요?',
    '주문한 지 3일 지났는데 아직 배송 준비중이에요.',
    '확인 결과 오늘 출고 예정입니다. 불편을 드려 죄송합니다.',
  ],
  ['shipping', '제주도 배송비', '제주도도 무료배송인가요?', '제주 및 도서산간 지역은 추가 배송비 3,000원이 부과됩니다.'],
  [
    'exchange',
    '사이즈 교환 요청',
    '사이즈가 작아서 한 치수 큰 걸로 교환하고 싶어요.',
    '마이페이지에서 교환 신청해 주시면 회수 후 새 상품을 보내드립니다. 사이즈 교환은 1회 무료입니다.',
  ],
  [
    'return',
    '반품 신청 방법',
    '단순 변심인데 반품 가능한가요?',
    '수령 후 7일 이내 가능하며, 단순 변심의 경우 왕복 배송비는 고객님 부담입니다.',
  ],
  ['order', '주문 취소', '입금 전인데 주문 취소하고 싶어요.', '입금 전 주문은 주문 내역에서 바로 취소하실 수 있습니다.'],
  [
    'payment',
    '무통장 입금 확인',
    '어제 입금했는데 아직 입금 확인이 안 돼요.',
    '입금자명이 주문자명과 달라 확인이 늦어졌습니다. 지금 확인 처리했습니다.',
  ],
  [
    'coupon',
    '쿠폰 적용 안 됨',
    '웰컴 쿠폰이 결제 페이지에서 적용이 안 돼요.',
    '최소 주문금액 조건을 확인해 주세요. 문제가 계속되면 다시 문의 부탁드립니다.',
  ],
  ['account', '비밀번호 변경', '비밀번호를 바꾸고 싶은데 어디서 하나요?', '마이페이지 > 설정에서 변경하실 수 있습니다.'],
];

export const RETURN_TEXTS: Record<string, string> = {
  defective: '박음질이 풀려 있어요.',
  damaged: '배송 중 상자가 찢어지고 제품이 오염되었습니다.',
  size: '사이즈가 맞지 않아요.',
  mind_changed: '생각했던 색상과 달라서 반품합니다.',
  wrong_item: '주문한 색상과 다른 상품이 왔어요.',
};

export const POPULAR_SEARCHES = ['블레이저', '스니커즈', '가방', '시계', '후드티', '원피스'] as const;
export const OTHER_SEARCHES = [
  '코트',
  '패딩',
  '니트',
  '데님',
  '슬랙스',
  '로퍼',
  '백팩',
  '볼캡',
  '머플러',
  '맨투맨',
  '셔츠',
  '가디건',
  '부츠',
  '토트백',
  '레깅스',
  '선크림',
  '캔들',
  '트렌치 코트',
  '와이드 팬츠',
  '실버 링',
] as const;

export const CITIES_FOR_TRACKING = [
  '서울 강남',
  '서울 송파',
  '경기 군포',
  '경기 이천',
  '대전 유성',
  '대구 달서',
  '부산 사상',
  '광주 광산',
  '인천 서구',
  '제주 제주',
] as const;
