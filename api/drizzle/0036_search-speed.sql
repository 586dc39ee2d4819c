ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (replace(lower(name || '|' || name_en), ' ', '')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" text GENERATED ALWAYS AS (' ' || lower(name) || ' | ' || lower(name_en) || ' ') STORED;--> statement-breakpoint
CREATE INDEX "products_colors_idx" ON "products" USING gin ("colors");--> statement-breakpoint
CREATE INDEX "products_listed_stock_search_idx" ON "products" USING btree ("in_stock","review_count","id","brand_id","category_id","colors","search_text","search_words","search_jamo","search_choseong") WHERE status <> 'inactive';--> statement-breakpoint
-- The default search dictionary (DEFAULT_SEARCH_SYNONYMS) for a database seeded before it existed
-- (0033 created the table empty; only a fresh database's seed fills it). A database not seeded yet
-- (no roles) gets it from the seed; one whose dictionary has any row keeps the operator's.
INSERT INTO "search_synonyms" ("term", "synonyms", "bidirectional")
SELECT v.term, v.synonyms, v.bidirectional FROM (VALUES
  ('재킷', ARRAY['자켓', '쟈켓', 'jacket'], true),
  ('가디건', ARRAY['카디건', 'cardigan'], true),
  ('스니커즈', ARRAY['스니커스', 'sneakers'], true),
  ('선글라스', ARRAY['썬글라스', 'sunglasses'], true),
  ('린넨', ARRAY['리넨', 'linen'], true),
  ('맨투맨', ARRAY['스웨트셔츠', 'sweatshirt'], true),
  ('후드', ARRAY['후디', 'hoodie'], true),
  ('레더', ARRAY['가죽', 'leather'], true),
  ('블라우스', ARRAY['blouse'], true),
  ('점퍼', ARRAY['잠바', '점바'], true),
  ('캐시미어', ARRAY['캐시미아', 'cashmere'], true),
  ('바지', ARRAY['팬츠', '슬랙스', '데님', '쇼츠'], false),
  ('팬츠', ARRAY['바지', '슬랙스'], false),
  ('pants', ARRAY['팬츠', '슬랙스', '데님', '쇼츠'], false),
  ('청바지', ARRAY['데님', 'jeans'], false),
  ('진', ARRAY['데님', 'jeans'], false),
  ('jeans', ARRAY['데님'], false),
  ('운동화', ARRAY['스니커즈', '러닝화'], false),
  ('티', ARRAY['티셔츠'], false),
  ('치마', ARRAY['스커트'], false),
  ('반바지', ARRAY['쇼츠', '버뮤다'], false),
  ('숏팬츠', ARRAY['쇼츠'], false),
  ('드레스', ARRAY['원피스'], false),
  ('dress', ARRAY['원피스'], false),
  ('구두', ARRAY['로퍼', '힐', '펌프스'], false),
  ('목도리', ARRAY['머플러', '스카프'], false),
  ('캡모자', ARRAY['볼캡'], false),
  ('반지', ARRAY['링'], false),
  ('화장품', ARRAY['스킨케어', '메이크업'], false),
  ('퍼퓸', ARRAY['향수'], false),
  ('다운', ARRAY['패딩'], false),
  ('트레이닝복', ARRAY['트레이닝', '트랙', '조거'], false),
  ('니트웨어', ARRAY['니트'], false),
  ('아우터', ARRAY['outer'], false),
  ('신발', ARRAY['shoes'], false),
  ('가방', ARRAY['bag'], false),
  ('블랙', ARRAY['검정', '검정색', '검은색', 'black'], true),
  ('화이트', ARRAY['흰색', '하얀색', 'white'], true),
  ('네이비', ARRAY['남색', 'navy'], true),
  ('베이지', ARRAY['beige'], true),
  ('그레이', ARRAY['회색', 'gray', 'grey'], true),
  ('크림', ARRAY['아이보리색', 'cream'], true),
  ('브라운', ARRAY['갈색', 'brown'], true),
  ('블루', ARRAY['파랑', '파란색', 'blue'], true),
  ('그린', ARRAY['초록', '초록색', 'green'], true),
  ('핑크', ARRAY['분홍', '분홍색', 'pink'], true),
  ('버건디', ARRAY['와인색', 'burgundy'], true),
  ('레드', ARRAY['빨강', '빨간색', 'red'], true),
  ('옐로우', ARRAY['노랑', '노란색', 'yellow'], true),
  ('퍼플', ARRAY['보라', '보라색', 'purple'], true),
  ('오렌지', ARRAY['주황', '주황색', 'orange'], true),
  ('실버', ARRAY['은색', 'silver'], true),
  ('골드', ARRAY['금색', 'gold'], true)
) AS v(term, synonyms, bidirectional)
WHERE EXISTS (SELECT 1 FROM "roles") AND NOT EXISTS (SELECT 1 FROM "search_synonyms")
ON CONFLICT ("term") DO NOTHING;
