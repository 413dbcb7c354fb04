-- A synonym's term is found in a search however the buyer spaces it (docs/product.md §2.4,
-- decision 054): the term and a run of up to four consecutive search words are compared with their
-- spaces and hyphens taken out, so "pay loader", "pay-loader" and "payloader" are all the term
-- payloader, and "transitmixer" is "transit mixer". The rest is decision 036's function unchanged:
-- each word not inside such a run matches as itself, its singular, or, when the catalogue holds it
-- nowhere, the lexicon's nearest words.
CREATE OR REPLACE FUNCTION ironsite_search_patterns(words text[]) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  plain text[] := array(SELECT lower(unaccent(x)) FROM unnest(words) x);
  n int := coalesce(array_length(plain, 1), 0);
  covered int[] := '{}';
  run int[];
  patterns text[] := '{}';
  s record;
  i int;
  w text;
  alts text[];
  edits int;
BEGIN
  -- Longest runs first, so "concrete mixer truck" wins over a shorter term inside it.
  FOR s IN
    SELECT r.first, r.last, t.term, t.meanings
    FROM (
      SELECT a AS first, b AS last, regexp_replace(array_to_string(plain[a:b], ''), '[^[:alnum:]]+', '', 'g') AS joined
      FROM generate_series(1, n) a, generate_series(a, least(n, a + 3)) b
    ) r
    JOIN (
      SELECT term, array_agg(meaning ORDER BY meaning) AS meanings,
             regexp_replace(term, '[^[:alnum:]]+', '', 'g') AS joined
      FROM search_synonyms GROUP BY term
    ) t ON t.joined = r.joined AND r.joined <> ''
    ORDER BY r.last - r.first DESC, r.first, t.term
  LOOP
    run := array(SELECT generate_series(s.first, s.last));
    CONTINUE WHEN covered && run;
    covered := covered || run;
    -- The words as typed, the term and each meaning: any of them, as a phrase.
    patterns := patterns || ('(' || array_to_string(
      array(SELECT DISTINCT ironsite_phrase_pattern(m)
            FROM unnest(array_to_string(plain[s.first:s.last], ' ') || s.term || s.meanings) m), '|') || ')');
  END LOOP;
  FOR i IN 1..n LOOP
    CONTINUE WHEN i = ANY (covered);
    w := plain[i];
    alts := ARRAY[w];
    IF length(w) > 3 AND w LIKE '%s' AND w NOT LIKE '%ss' THEN
      alts := alts || left(w, -1);
    END IF;
    IF length(w) >= 4 AND w ~ '^[[:alpha:]]+$' AND NOT EXISTS (
      SELECT 1 FROM search_lexicon l WHERE l.word LIKE ANY (
        array(SELECT '%' || replace(replace(replace(a, '\', '\\'), '%', '\%'), '_', '\_') || '%' FROM unnest(alts) a))
    ) THEN
      edits := CASE WHEN length(w) >= 5 THEN 2 ELSE 1 END;
      -- Only the nearest words: `loder` means loader (one edit), not order (two).
      alts := alts || array(
        SELECT word FROM (
          SELECT l.word, levenshtein_less_equal(l.word, w, edits) AS d, min(levenshtein_less_equal(l.word, w, edits)) OVER () AS nearest
          FROM search_lexicon l
          WHERE length(l.word) BETWEEN length(w) - edits AND length(w) + edits
            AND levenshtein_less_equal(l.word, w, edits) <= edits
        ) near
        WHERE d = nearest ORDER BY word LIMIT 20);
    END IF;
    patterns := patterns || ('(' || array_to_string(
      array(SELECT ironsite_regex_literal(a) FROM unnest(alts) a), '|') || ')');
  END LOOP;
  RETURN patterns;
END $$;
