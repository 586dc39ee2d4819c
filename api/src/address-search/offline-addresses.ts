import type { AddressSearchResult } from '@market/domain/address';

/**
 * The offline provider's list: public buildings' road-name addresses across the regions, with
 * their 5-digit zip codes; 제주 and the 도서산간 islands (옹진, 울릉, 신안) included so the
 * 추가 배송비 of those zones can be seen without the public service.
 */
export const OFFLINE_ADDRESSES: readonly AddressSearchResult[] = [
  {
    zipCode: '04524',
    roadAddress: '서울특별시 중구 세종대로 110',
    jibunAddress: '서울특별시 중구 태평로1가 31',
    buildingName: '서울특별시청',
  },
  { zipCode: '03045', roadAddress: '서울특별시 종로구 사직로 161', jibunAddress: '서울특별시 종로구 세종로 1-91', buildingName: '경복궁' },
  {
    zipCode: '06236',
    roadAddress: '서울특별시 강남구 테헤란로 152',
    jibunAddress: '서울특별시 강남구 역삼동 737',
    buildingName: '강남파이낸스센터',
  },
  {
    zipCode: '05551',
    roadAddress: '서울특별시 송파구 올림픽로 300',
    jibunAddress: '서울특별시 송파구 신천동 29',
    buildingName: '롯데월드타워',
  },
  {
    zipCode: '07233',
    roadAddress: '서울특별시 영등포구 의사당대로 1',
    jibunAddress: '서울특별시 영등포구 여의도동 1',
    buildingName: '국회의사당',
  },
  {
    zipCode: '04323',
    roadAddress: '서울특별시 용산구 한강대로 405',
    jibunAddress: '서울특별시 용산구 동자동 43-205',
    buildingName: '서울역',
  },
  {
    zipCode: '16508',
    roadAddress: '경기도 수원시 영통구 도청로 30',
    jibunAddress: '경기도 수원시 영통구 이의동 1305',
    buildingName: '경기도청',
  },
  {
    zipCode: '13487',
    roadAddress: '경기도 성남시 분당구 판교역로 166',
    jibunAddress: '경기도 성남시 분당구 백현동 532',
    buildingName: '카카오 판교아지트',
  },
  {
    zipCode: '21554',
    roadAddress: '인천광역시 남동구 정각로 29',
    jibunAddress: '인천광역시 남동구 구월동 1138',
    buildingName: '인천광역시청',
  },
  {
    zipCode: '22382',
    roadAddress: '인천광역시 중구 공항로 272',
    jibunAddress: '인천광역시 중구 운서동 2850',
    buildingName: '인천국제공항 제1여객터미널',
  },
  {
    zipCode: '24266',
    roadAddress: '강원특별자치도 춘천시 중앙로 1',
    jibunAddress: '강원특별자치도 춘천시 봉의동 15',
    buildingName: '강원특별자치도청',
  },
  {
    zipCode: '28515',
    roadAddress: '충청북도 청주시 상당구 상당로 82',
    jibunAddress: '충청북도 청주시 상당구 문화동 89',
    buildingName: '충청북도청',
  },
  {
    zipCode: '32255',
    roadAddress: '충청남도 홍성군 홍북읍 충남대로 21',
    jibunAddress: '충청남도 홍성군 홍북읍 신경리 1060',
    buildingName: '충청남도청',
  },
  {
    zipCode: '35242',
    roadAddress: '대전광역시 서구 둔산로 100',
    jibunAddress: '대전광역시 서구 둔산동 1420',
    buildingName: '대전광역시청',
  },
  {
    zipCode: '30151',
    roadAddress: '세종특별자치시 한누리대로 2130',
    jibunAddress: '세종특별자치시 보람동 644',
    buildingName: '세종특별자치시청',
  },
  {
    zipCode: '54968',
    roadAddress: '전북특별자치도 전주시 완산구 효자로 225',
    jibunAddress: '전북특별자치도 전주시 완산구 효자동2가 1',
    buildingName: '전북특별자치도청',
  },
  {
    zipCode: '61945',
    roadAddress: '광주광역시 서구 내방로 111',
    jibunAddress: '광주광역시 서구 치평동 1200',
    buildingName: '광주광역시청',
  },
  {
    zipCode: '58564',
    roadAddress: '전라남도 무안군 삼향읍 오룡길 1',
    jibunAddress: '전라남도 무안군 삼향읍 남악리 1000',
    buildingName: '전라남도청',
  },
  {
    zipCode: '41911',
    roadAddress: '대구광역시 중구 공평로 88',
    jibunAddress: '대구광역시 중구 동인동1가 2-1',
    buildingName: '대구광역시청',
  },
  {
    zipCode: '36759',
    roadAddress: '경상북도 안동시 풍천면 도청대로 455',
    jibunAddress: '경상북도 안동시 풍천면 갈전리 1',
    buildingName: '경상북도청',
  },
  {
    zipCode: '44675',
    roadAddress: '울산광역시 남구 중앙로 201',
    jibunAddress: '울산광역시 남구 신정동 646-4',
    buildingName: '울산광역시청',
  },
  {
    zipCode: '47545',
    roadAddress: '부산광역시 연제구 중앙대로 1001',
    jibunAddress: '부산광역시 연제구 연산동 1000',
    buildingName: '부산광역시청',
  },
  {
    zipCode: '48058',
    roadAddress: '부산광역시 해운대구 센텀남대로 35',
    jibunAddress: '부산광역시 해운대구 우동 1505',
    buildingName: '벡스코',
  },
  {
    zipCode: '51154',
    roadAddress: '경상남도 창원시 의창구 중앙대로 300',
    jibunAddress: '경상남도 창원시 의창구 사림동 1',
    buildingName: '경상남도청',
  },
  // 제주 (zone 제주: 63000–63644)
  {
    zipCode: '63122',
    roadAddress: '제주특별자치도 제주시 문연로 6',
    jibunAddress: '제주특별자치도 제주시 연동 312-1',
    buildingName: '제주특별자치도청',
  },
  {
    zipCode: '63115',
    roadAddress: '제주특별자치도 제주시 공항로 2',
    jibunAddress: '제주특별자치도 제주시 용담이동 2002',
    buildingName: '제주국제공항',
  },
  {
    zipCode: '63592',
    roadAddress: '제주특별자치도 서귀포시 중앙로 105',
    jibunAddress: '제주특별자치도 서귀포시 서귀동 313-1',
    buildingName: '서귀포시청',
  },
  {
    zipCode: '63535',
    roadAddress: '제주특별자치도 서귀포시 중문관광로 224',
    jibunAddress: '제주특별자치도 서귀포시 색달동 2864-1',
    buildingName: '제주국제컨벤션센터',
  },
  // 도서산간 (zone 도서산간: 옹진 23100–23136, 울릉 40200–40240, 신안 58800–58866)
  {
    zipCode: '23101',
    roadAddress: '인천광역시 옹진군 백령면 백령로 831',
    jibunAddress: '인천광역시 옹진군 백령면 진촌리 1080',
    buildingName: '백령면사무소',
  },
  {
    zipCode: '40225',
    roadAddress: '경상북도 울릉군 울릉읍 도동2길 7',
    jibunAddress: '경상북도 울릉군 울릉읍 도동리 225',
    buildingName: '울릉군청',
  },
  {
    zipCode: '58831',
    roadAddress: '전라남도 신안군 압해읍 천사로 1004',
    jibunAddress: '전라남도 신안군 압해읍 신장리 1004',
    buildingName: '신안군청',
  },
];
