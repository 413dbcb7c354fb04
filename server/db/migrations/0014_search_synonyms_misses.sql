CREATE TABLE "search_lexicon" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_misses_daily" (
	"day" date NOT NULL,
	"words" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "search_misses_daily_day_words_pk" PRIMARY KEY("day","words"),
	CONSTRAINT "search_misses_daily_count_check" CHECK ("search_misses_daily"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"meaning" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_differ_check" CHECK ("search_synonyms"."term" <> "search_synonyms"."meaning")
);
--> statement-breakpoint
CREATE INDEX "search_lexicon_trgm_idx" ON "search_lexicon" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_term_meaning_idx" ON "search_synonyms" USING btree ("term","meaning");--> statement-breakpoint
-- Search that finds what buyers type (decision 036). Hand-written below the generated tables.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- The search text is kept unaccented, so `grúa` and `grua` find the same machines.
CREATE OR REPLACE FUNCTION ironsite_variant_search_text(v_name text, v_intro text, v_product_id integer)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(unaccent(concat_ws(' ', v_name, p.name, b.name, c.name, v_intro)))
  FROM products p
  JOIN brands b ON b.id = p.brand_id
  JOIN categories c ON c.id = p.category_id
  WHERE p.id = v_product_id
$$;
--> statement-breakpoint
-- The words of the search text a misspelt search word is compared with (decision 036).
CREATE OR REPLACE FUNCTION ironsite_search_lexicon_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexicon (word)
    SELECT DISTINCT w FROM new_rows n, regexp_split_to_table(n.search_text, '[^[:alnum:]]+') w
    WHERE length(w) BETWEEN 4 AND 40 AND w ~ '[[:alpha:]]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variant_listing_lexicon_insert AFTER INSERT ON variant_listing REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ironsite_search_lexicon_add();
--> statement-breakpoint
CREATE TRIGGER variant_listing_lexicon_update AFTER UPDATE ON variant_listing REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ironsite_search_lexicon_add();
--> statement-breakpoint
UPDATE variants SET search_text = coalesce(ironsite_variant_search_text(name, introduction, product_id), '');
--> statement-breakpoint
UPDATE variant_listing l SET search_text = v.search_text FROM variants v
  WHERE v.id = l.variant_id AND l.search_text IS DISTINCT FROM v.search_text;
--> statement-breakpoint
INSERT INTO search_lexicon (word)
  SELECT DISTINCT w FROM variant_listing l, regexp_split_to_table(l.search_text, '[^[:alnum:]]+') w
  WHERE length(w) BETWEEN 4 AND 40 AND w ~ '[[:alpha:]]'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A search word as a literal inside a regular expression.
CREATE OR REPLACE FUNCTION ironsite_regex_literal(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(t, '([.^$*+?()[\]{}|\\])', '\\\1', 'g')
$$;
--> statement-breakpoint
-- A phrase of several words as a pattern: the words in order, any separators between them.
CREATE OR REPLACE FUNCTION ironsite_phrase_pattern(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT array_to_string(array(SELECT ironsite_regex_literal(x) FROM regexp_split_to_table(t, ' ') x), '[^[:alnum:]]+')
$$;
--> statement-breakpoint
-- A search's words (lower-cased, each once) as the patterns a variant's search text must all
-- match (decision 036): one per word, or one per synonym term the search holds as a phrase. A
-- word's pattern is the word, its singular, and when the catalogue holds it nowhere the words of
-- search_lexicon within one (4 letters) or two (5 and more) edits; a term's is the term or any
-- meaning staff gave it (search_synonyms).
CREATE OR REPLACE FUNCTION ironsite_search_patterns(words text[]) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  plain text[] := array(SELECT lower(unaccent(x)) FROM unnest(words) x);
  phrase text := ' ' || array_to_string(plain, ' ') || ' ';
  covered text[] := '{}';
  patterns text[] := '{}';
  s record;
  w text;
  alts text[];
  edits int;
BEGIN
  FOR s IN SELECT term, array_agg(meaning ORDER BY meaning) AS meanings FROM search_synonyms
           WHERE position(' ' || term || ' ' IN phrase) > 0 GROUP BY term ORDER BY term LOOP
    covered := covered || string_to_array(s.term, ' ');
    patterns := patterns || ('(' || array_to_string(
      array(SELECT ironsite_phrase_pattern(m) FROM unnest(s.term || s.meanings) m), '|') || ')');
  END LOOP;
  FOREACH w IN ARRAY plain LOOP
    CONTINUE WHEN w = ANY (covered);
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
--> statement-breakpoint
-- The trade's local words, seeded once; staff edit them in the admin (docs/product.md).
INSERT INTO search_synonyms (term, meaning) VALUES
  ('payloader', 'wheel loader'),
  ('transit mixer', 'concrete mixer truck'),
  ('concrete mixer truck', 'transit mixer'),
  ('boom truck', 'truck crane'),
  ('boom truck', 'truck-mounted crane'),
  ('genset', 'generator set'),
  ('genset', 'generator'),
  ('backhoe', 'backhoe loader'),
  ('dozer', 'bulldozer')
ON CONFLICT DO NOTHING;
