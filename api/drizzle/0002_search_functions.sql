-- Korean search keys (issue 4): trigram matching on jamo-decomposed names, and 초성.
-- The functions are IMMUTABLE so generated columns and indexes may use them; they must stay in
-- step with normalizeSearchText in packages/domain/src/search-text.ts (es-hangul's disassemble).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_jamo(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  cho CONSTANT text[] := ARRAY['ㄱ','ㄲ','ㄴ','ㄷ','ㄸ','ㄹ','ㅁ','ㅂ','ㅃ','ㅅ','ㅆ','ㅇ','ㅈ','ㅉ','ㅊ','ㅋ','ㅌ','ㅍ','ㅎ'];
  jung CONSTANT text[] := ARRAY['ㅏ','ㅐ','ㅑ','ㅒ','ㅓ','ㅔ','ㅕ','ㅖ','ㅗ','ㅗㅏ','ㅗㅐ','ㅗㅣ','ㅛ','ㅜ','ㅜㅓ','ㅜㅔ','ㅜㅣ','ㅠ','ㅡ','ㅡㅣ','ㅣ'];
  jong CONSTANT text[] := ARRAY['','ㄱ','ㄲ','ㄱㅅ','ㄴ','ㄴㅈ','ㄴㅎ','ㄷ','ㄹ','ㄹㄱ','ㄹㅁ','ㄹㅂ','ㄹㅅ','ㄹㅌ','ㄹㅍ','ㄹㅎ','ㅁ','ㅂ','ㅂㅅ','ㅅ','ㅆ','ㅇ','ㅈ','ㅊ','ㅋ','ㅌ','ㅍ','ㅎ'];
  s text := lower(regexp_replace(input, '\s+', '', 'g'));
  result text := '';
  ch text;
  code integer;
BEGIN
  FOR i IN 1..char_length(s) LOOP
    ch := substr(s, i, 1);
    code := ascii(ch);
    IF code BETWEEN 44032 AND 55203 THEN
      code := code - 44032;
      result := result || cho[code / 588 + 1] || jung[(code % 588) / 28 + 1] || jong[code % 28 + 1];
    ELSE
      result := result || CASE ch
        WHEN 'ㄳ' THEN 'ㄱㅅ' WHEN 'ㄵ' THEN 'ㄴㅈ' WHEN 'ㄶ' THEN 'ㄴㅎ' WHEN 'ㄺ' THEN 'ㄹㄱ' WHEN 'ㄻ' THEN 'ㄹㅁ'
        WHEN 'ㄼ' THEN 'ㄹㅂ' WHEN 'ㄽ' THEN 'ㄹㅅ' WHEN 'ㄾ' THEN 'ㄹㅌ' WHEN 'ㄿ' THEN 'ㄹㅍ' WHEN 'ㅀ' THEN 'ㄹㅎ'
        WHEN 'ㅄ' THEN 'ㅂㅅ' WHEN 'ㅘ' THEN 'ㅗㅏ' WHEN 'ㅙ' THEN 'ㅗㅐ' WHEN 'ㅚ' THEN 'ㅗㅣ' WHEN 'ㅝ' THEN 'ㅜㅓ'
        WHEN 'ㅞ' THEN 'ㅜㅔ' WHEN 'ㅟ' THEN 'ㅜㅣ' WHEN 'ㅢ' THEN 'ㅡㅣ'
        ELSE ch END;
    END IF;
  END LOOP;
  RETURN result;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_choseong(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  cho CONSTANT text[] := ARRAY['ㄱ','ㄲ','ㄴ','ㄷ','ㄸ','ㄹ','ㅁ','ㅂ','ㅃ','ㅅ','ㅆ','ㅇ','ㅈ','ㅉ','ㅊ','ㅋ','ㅌ','ㅍ','ㅎ'];
  result text := '';
  code integer;
BEGIN
  FOR i IN 1..char_length(input) LOOP
    code := ascii(substr(input, i, 1));
    IF code BETWEEN 44032 AND 55203 THEN
      result := result || cho[(code - 44032) / 588 + 1];
    ELSIF code BETWEEN 12593 AND 12622 THEN
      result := result || chr(code);
    END IF;
  END LOOP;
  RETURN result;
END
$$;
