-- Markup out of the plain-text columns stored before input was made plain (the API now strips
-- it on the way in; this cleans what is already there). Same rules as stripMarkup in
-- common/schemas/shared.ts, close enough for a one-off: script/style elements with their contents,
-- comments, then any tag. JSON lists are cleaned inside their strings only (a tag never crosses
-- a string boundary, so the JSON stays valid).
CREATE FUNCTION ironsite_plain(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(t,
    '<(script|style)\M.*?</\1[^>]*>', '', 'gi'),
    '<!--.*?-->', '', 'g'),
    '<[A-Za-z/!?][^>]*>', '', 'g'))
$$;
--> statement-breakpoint
CREATE FUNCTION ironsite_plain_line(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(ironsite_plain(t), '[[:space:][:cntrl:]]+', ' ', 'g'))
$$;
--> statement-breakpoint
CREATE FUNCTION ironsite_plain_json(j jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(j::text, '<[A-Za-z/!?](?:[^>"\\]|\\.)*>', '', 'g')::jsonb
$$;
--> statement-breakpoint
-- Names are unique (brands; categories within a brand): a name that would clash once cleaned, or
-- that is empty, gets its id appended instead of failing the migration.
UPDATE brands b SET description = ironsite_plain(description),
    name = CASE
      WHEN ironsite_plain_line(name) = '' THEN 'Brand ' || id
      WHEN EXISTS (SELECT 1 FROM brands o WHERE o.id <> b.id
          AND lower(ironsite_plain_line(o.name)) = lower(ironsite_plain_line(b.name)))
        THEN ironsite_plain_line(name) || ' (' || id || ')'
      ELSE ironsite_plain_line(name) END
  WHERE name ~ '<[A-Za-z/!?]|[[:cntrl:]]' OR description ~ '<[A-Za-z/!?]';
--> statement-breakpoint
UPDATE categories c SET description = ironsite_plain(description),
    name = CASE
      WHEN ironsite_plain_line(name) = '' THEN 'Category ' || id
      WHEN EXISTS (SELECT 1 FROM categories o WHERE o.id <> c.id AND o.brand_id = c.brand_id
          AND lower(ironsite_plain_line(o.name)) = lower(ironsite_plain_line(c.name)))
        THEN ironsite_plain_line(name) || ' (' || id || ')'
      ELSE ironsite_plain_line(name) END
  WHERE name ~ '<[A-Za-z/!?]|[[:cntrl:]]' OR description ~ '<[A-Za-z/!?]';
--> statement-breakpoint
UPDATE products SET name = coalesce(nullif(ironsite_plain_line(name), ''), 'Product ' || id), introduction = ironsite_plain(introduction),
    features = ironsite_plain_json(features), applications = ironsite_plain_json(applications)
  WHERE name ~ '<[A-Za-z/!?]|[[:cntrl:]]' OR introduction ~ '<[A-Za-z/!?]'
    OR features::text ~ '<[A-Za-z/!?]' OR applications::text ~ '<[A-Za-z/!?]';
--> statement-breakpoint
UPDATE variants SET name = coalesce(nullif(ironsite_plain_line(name), ''), 'Variant ' || id), introduction = ironsite_plain(introduction),
    description = ironsite_plain(description), bucket_capacity = ironsite_plain_line(bucket_capacity),
    rated_load = ironsite_plain_line(rated_load), features = ironsite_plain_json(features),
    applications = ironsite_plain_json(applications),
    technical_parameters = ironsite_plain_json(technical_parameters),
    featured_parameters = ironsite_plain_json(featured_parameters)
  WHERE name ~ '<[A-Za-z/!?]|[[:cntrl:]]' OR introduction ~ '<[A-Za-z/!?]' OR description ~ '<[A-Za-z/!?]'
    OR bucket_capacity ~ '<[A-Za-z/!?]' OR rated_load ~ '<[A-Za-z/!?]'
    OR features::text ~ '<[A-Za-z/!?]' OR applications::text ~ '<[A-Za-z/!?]'
    OR technical_parameters::text ~ '<[A-Za-z/!?]' OR featured_parameters::text ~ '<[A-Za-z/!?]';
--> statement-breakpoint
UPDATE news SET title = coalesce(nullif(ironsite_plain_line(title), ''), 'Article ' || id), excerpt = ironsite_plain(excerpt),
    author = ironsite_plain_line(author), read_time = ironsite_plain_line(read_time),
    tags = ironsite_plain_json(tags)
  WHERE title ~ '<[A-Za-z/!?]' OR excerpt ~ '<[A-Za-z/!?]' OR author ~ '<[A-Za-z/!?]'
    OR read_time ~ '<[A-Za-z/!?]' OR tags::text ~ '<[A-Za-z/!?]';
--> statement-breakpoint
UPDATE leads SET name = ironsite_plain_line(name), company = ironsite_plain_line(company),
    product = ironsite_plain_line(product), subject = ironsite_plain_line(subject),
    message = ironsite_plain(message), page = ironsite_plain_line(page)
  WHERE name ~ '<[A-Za-z/!?]|[[:cntrl:]]' OR company ~ '<[A-Za-z/!?]|[[:cntrl:]]'
    OR product ~ '<[A-Za-z/!?]|[[:cntrl:]]' OR subject ~ '<[A-Za-z/!?]|[[:cntrl:]]'
    OR message ~ '<[A-Za-z/!?]' OR page ~ '<[A-Za-z/!?]|[[:cntrl:]]';
--> statement-breakpoint
DROP FUNCTION ironsite_plain_json(jsonb);
--> statement-breakpoint
DROP FUNCTION ironsite_plain_line(text);
--> statement-breakpoint
DROP FUNCTION ironsite_plain(text);
