-- Similar spellings of each query word (typo tolerance): the dictionary words whose trigram word
-- similarity reaches 0.6 (pg_trgm's default word_similarity_threshold, pinned here), closest first,
-- joined with chr(31). The dictionary is a few thousand short rows, and the planner counts a
-- similarity test as cheap as an equality, so it would rather scan the table and compute the
-- similarity of every word (milliseconds) than ask the trigram index (tens of microseconds).
-- A similarity test costs far more than cpu_operator_cost (0.0025) says: priced at 1 here, for
-- this lookup only, the index wins.
CREATE OR REPLACE FUNCTION search_similar_terms(words text[], max_terms integer)
RETURNS TABLE (i integer, terms text)
LANGUAGE sql STABLE
SET cpu_operator_cost = 1
SET pg_trgm.word_similarity_threshold = 0.6
AS $$
  SELECT q.i::integer, array_to_string(array(
    SELECT t.term FROM search_terms t WHERE t.term %> q.w
    ORDER BY word_similarity(q.w, t.term) DESC, similarity(q.w, t.term) DESC, t.term
    LIMIT max_terms), chr(31))
  FROM unnest(words) WITH ORDINALITY AS q(w, i)
$$;
