-- The audit trail (docs/product.md §26, decision 060): every change to an audited table writes
-- its entry from this trigger, in the same transaction, whoever writes (a route, a job, a seed,
-- psql). The acting account comes from the transaction's settings app.user_id / app.user_name,
-- set in one place by the server (server/db/acting-user.ts); a revert sets app.audit_action and
-- app.revert_of. All entries of one transaction share app.change_set_id, and the rows of one
-- record in one transaction (a quotation and its lines) merge into one entry.
--
-- ironsite_audit_row(entity, key column, entity id prefix ('=x': always x), child field,
--   child key column, skipped columns, masked columns, columns a delete keeps, parent table)
-- A child row (a quotation's line, a rule's assignee, a hero position) is a field
-- "<child field>.<child key>" of its parent's entry; its value is the row without its keys.

CREATE OR REPLACE FUNCTION ironsite_audit_merge(target jsonb, incoming jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  k text;
  v jsonb;
  prev jsonb;
  merged jsonb := target;
BEGIN
  FOR k, v IN SELECT * FROM jsonb_each(incoming) LOOP
    prev := merged -> k;
    IF prev IS NULL THEN
      merged := merged || jsonb_build_object(k, v);
    ELSIF prev ? 'redacted' OR v ? 'redacted' THEN
      merged := merged || jsonb_build_object(k, '{"redacted": true}'::jsonb);
    ELSIF (prev -> 'from') IS NOT DISTINCT FROM (v -> 'to') THEN
      merged := merged - k;
    ELSE
      merged := merged || jsonb_build_object(k, jsonb_build_object('from', prev -> 'from', 'to', v -> 'to'));
    END IF;
  END LOOP;
  RETURN merged;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ironsite_audit_child_value(r jsonb, keys text[]) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN (SELECT count(*) FROM jsonb_object_keys(r - keys)) = 1
    THEN (SELECT value FROM jsonb_each(r - keys)) ELSE r - keys END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ironsite_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a_entity text := TG_ARGV[0];
  key_col text := TG_ARGV[1];
  id_prefix text := TG_ARGV[2];
  child_field text := nullif(TG_ARGV[3], '');
  child_key text := nullif(TG_ARGV[4], '');
  skipped text[] := ARRAY['created_at', 'updated_at'] || coalesce(string_to_array(nullif(TG_ARGV[5], ''), ','), '{}');
  masked text[] := coalesce(string_to_array(nullif(TG_ARGV[6], ''), ','), '{}');
  labels text[] := coalesce(string_to_array(nullif(TG_ARGV[7], ''), ','), '{}');
  parent_table text := nullif(TG_ARGV[8], '');
  redacted constant jsonb := '{"redacted": true}';
  old_j jsonb;
  new_j jsonb;
  row_j jsonb;
  diff jsonb := '{}';
  k text;
  v jsonb;
  act text;
  eid text;
  tbl text := TG_TABLE_NAME;
  rkey jsonb;
  cs uuid;
  e_id bigint;
  e_changes jsonb;
  e_action text;
  parent_exists boolean;
  old_field text;
  new_field text;
  old_val jsonb;
  new_val jsonb;
BEGIN
  -- What the software puts in itself (the demo content, bulk test data, the parameter
  -- dictionary) is nobody's change: those seeds set app.audit to 'off' in their transaction.
  IF current_setting('app.audit', true) = 'off' THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN old_j := to_jsonb(OLD) - skipped; END IF;
  IF TG_OP <> 'DELETE' THEN new_j := to_jsonb(NEW) - skipped; END IF;
  row_j := coalesce(new_j, old_j);
  IF left(id_prefix, 1) = '=' THEN
    eid := substr(id_prefix, 2);
  ELSE
    eid := id_prefix || (row_j ->> key_col);
  END IF;

  IF child_field IS NULL THEN
    rkey := CASE WHEN key_col = '' THEN '{}'::jsonb ELSE jsonb_build_object(key_col, row_j -> key_col) END;
    IF TG_OP = 'INSERT' THEN
      -- A record brought back from the trash (decision 061) is a restore, with every field set.
      act := CASE WHEN current_setting('app.audit_action', true) = 'restore' THEN 'restore' ELSE 'create' END;
      FOR k, v IN SELECT * FROM jsonb_each(new_j) LOOP
        -- A create records what was set: not its key, nor what was left empty.
        CONTINUE WHEN k = key_col OR v IN ('null'::jsonb, '[]'::jsonb, '{}'::jsonb, '""'::jsonb);
        diff := diff || jsonb_build_object(k,
          CASE WHEN k = ANY (masked) THEN redacted ELSE jsonb_build_object('from', null, 'to', v) END);
      END LOOP;
    ELSIF TG_OP = 'UPDATE' THEN
      act := coalesce(nullif(current_setting('app.audit_action', true), ''), 'update');
      FOR k, v IN SELECT * FROM jsonb_each(new_j) LOOP
        CONTINUE WHEN (old_j -> k) IS NOT DISTINCT FROM v;
        diff := diff || jsonb_build_object(k,
          CASE WHEN k = ANY (masked) THEN redacted ELSE jsonb_build_object('from', old_j -> k, 'to', v) END);
      END LOOP;
      IF diff = '{}'::jsonb THEN RETURN NULL; END IF;
    ELSE
      act := 'delete';
      FOREACH k IN ARRAY labels LOOP
        diff := diff || jsonb_build_object(k, jsonb_build_object('from', old_j -> k, 'to', null));
      END LOOP;
    END IF;
  ELSE
    act := 'update';
    IF parent_table IS NULL THEN
      rkey := '{}'::jsonb;
    ELSE
      tbl := parent_table;
      rkey := jsonb_build_object('id', row_j -> key_col);
      -- A parent's delete cascades to its children: its own entry says it.
      IF TG_OP = 'DELETE' THEN
        EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE id = $1)', parent_table)
          INTO parent_exists USING (row_j ->> key_col)::integer;
        IF NOT parent_exists THEN RETURN NULL; END IF;
      END IF;
    END IF;
    IF old_j IS NOT NULL THEN
      old_field := child_field || '.' || (old_j ->> child_key);
      old_val := ironsite_audit_child_value(old_j, ARRAY['id', key_col, child_key]);
    END IF;
    IF new_j IS NOT NULL THEN
      new_field := child_field || '.' || (new_j ->> child_key);
      new_val := ironsite_audit_child_value(new_j, ARRAY['id', key_col, child_key]);
    END IF;
    IF old_field = new_field THEN
      IF old_val = new_val THEN RETURN NULL; END IF;
      diff := jsonb_build_object(new_field, jsonb_build_object('from', old_val, 'to', new_val));
    ELSE
      IF old_field IS NOT NULL THEN
        diff := diff || jsonb_build_object(old_field, jsonb_build_object('from', old_val, 'to', null));
      END IF;
      IF new_field IS NOT NULL THEN
        diff := diff || jsonb_build_object(new_field, jsonb_build_object('from', null, 'to', new_val));
      END IF;
    END IF;
  END IF;

  cs := nullif(current_setting('app.change_set_id', true), '')::uuid;
  IF cs IS NULL THEN
    cs := gen_random_uuid();
    PERFORM set_config('app.change_set_id', cs::text, true);
  ELSIF act IN ('update', 'revert') THEN
    SELECT id, changes, action INTO e_id, e_changes, e_action FROM audit_entries
      WHERE change_set_id = cs AND entity = a_entity AND entity_id = eid AND action <> 'delete'
      ORDER BY id DESC LIMIT 1;
  END IF;
  IF e_id IS NOT NULL THEN
    e_changes := ironsite_audit_merge(e_changes, diff);
    IF e_changes = '{}'::jsonb AND e_action IN ('update', 'revert') THEN
      DELETE FROM audit_entries WHERE id = e_id;
    ELSE
      UPDATE audit_entries SET changes = e_changes WHERE id = e_id;
    END IF;
    RETURN NULL;
  END IF;
  INSERT INTO audit_entries
    (user_id, user_name, entity, entity_id, action, changes, change_set_id, table_name, row_key, revert_of)
  VALUES (
    nullif(current_setting('app.user_id', true), '')::integer,
    nullif(current_setting('app.user_name', true), ''),
    a_entity, eid, act, diff, cs, tbl, rkey,
    CASE WHEN act = 'revert' THEN nullif(current_setting('app.revert_of', true), '')::bigint END
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER brands_audit AFTER INSERT OR UPDATE OR DELETE ON brands
  FOR EACH ROW EXECUTE FUNCTION ironsite_audit_row('brand', 'id', '', '', '', '', '', 'name', '');
--> statement-breakpoint
CREATE TRIGGER categories_audit AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION ironsite_audit_row('category', 'id', '', '', '', '', '', 'name', '');
--> statement-breakpoint
CREATE TRIGGER products_audit AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION ironsite_audit_row('product', 'id', '', '', '', '', '', 'name', '');
--> statement-breakpoint
-- search_text and price_updated_at follow other columns (migrations 0001, 0017): never recorded.
CREATE TRIGGER variants_audit AFTER INSERT OR UPDATE OR DELETE ON variants
  FOR EACH ROW EXECUTE FUNCTION ironsite_audit_row('variant', 'id', '', '', '', 'search_text,price_updated_at', '', 'name', '');
--> statement-breakpoint
CREATE TRIGGER parameters_audit AFTER INSERT OR UPDATE OR DELETE ON parameters
  FOR EACH ROW EXECUTE FUNCTION ironsite_audit_row('parameter', 'id', '', '', '', '', '', 'key,name', '');
--> statement-breakpoint
CREATE TRIGGER news_audit AFTER INSERT OR UPDATE OR DELETE ON news
  FOR EACH ROW EXECUTE FUNCTION ironsite_audit_row('news', 'id', '', '', '', '', '', 'title', '');
--> statement-breakpoint
CREATE TRIGGER hero_featured_audit AFTER INSERT OR UPDATE OR DELETE ON hero_featured
  FOR EACH ROW EXECUTE FUNCTION ironsite_audit_row('hero', '', '=featured', 'position', 'position', '', '', '', '');
--> statement-breakpoint
-- Settings are defined by the code and seeded at start; only a value a person sets is a change
-- (a save that inserts a row missing from the seed included).
CREATE TRIGGER settings_audit AFTER UPDATE OF value ON settings
  FOR EACH ROW EXECUTE FUNCTION ironsite_audit_row('setting', 'key', '', '', '', 'group,type,label,description,sort_order', '', '', '');
--> statement-breakpoint
CREATE TRIGGER settings_audit_insert AFTER INSERT ON settings
  FOR EACH ROW WHEN (nullif(current_setting('app.user_id', true), '') IS NOT NULL)
  EXECUTE FUNCTION ironsite_audit_row('setting', 'key', '', '', '', 'group,type,label,description,sort_order', '', '', '');
--> statement-breakpoint
CREATE TRIGGER lead_desk_audit AFTER INSERT OR UPDATE OR DELETE ON lead_desk
  FOR EACH ROW EXECUTE FUNCTION ironsite_audit_row('lead_desk', 'id', '=desk', '', '', '', '', '', '');
--> statement-breakpoint
CREATE TRIGGER holidays_audit AFTER INSERT OR UPDATE OR DELETE ON holidays
  FOR EACH ROW EXECUTE FUNCTION ironsite_audit_row('lead_desk', 'id', 'holiday:', '', '', '', '', 'date,name', '');
--> statement-breakpoint
-- turns is the round robin's counter, moved by every routed lead: not an edit.
CREATE TRIGGER lead_rules_audit AFTER INSERT OR UPDATE OR DELETE ON lead_rules
  FOR EACH ROW EXECUTE FUNCTION ironsite_audit_row('lead_desk', 'id', 'rule:', '', '', 'turns', '', 'name', '');
--> statement-breakpoint
CREATE TRIGGER lead_rule_assignees_audit AFTER INSERT OR UPDATE OR DELETE ON lead_rule_assignees
  FOR EACH ROW EXECUTE FUNCTION ironsite_audit_row('lead_desk', 'rule_id', 'rule:', 'assignees', 'user_id', '', '', '', 'lead_rules');
--> statement-breakpoint
CREATE TRIGGER reply_templates_audit AFTER INSERT OR UPDATE OR DELETE ON reply_templates
  FOR EACH ROW EXECUTE FUNCTION ironsite_audit_row('lead_desk', 'id', 'template:', '', '', '', '', 'name', '');
--> statement-breakpoint
-- Staff accounts only: a site account (role user) is a visitor's personal data, not back-office
-- history. Secrets are recorded as changed, never with their values; sign-in bookkeeping (the
-- last TOTP step, locks, last activity) is not an edit, and the column list keeps the trigger
-- from firing for it.
CREATE TRIGGER users_audit_insert AFTER INSERT ON users
  FOR EACH ROW WHEN (NEW.role <> 'user') EXECUTE FUNCTION ironsite_audit_row('user', 'id', '', '', '',
    'totp_pending_secret,totp_last_step,mfa_locked_until,last_active_at', 'password_hash,totp_secret', 'name,email', '');
--> statement-breakpoint
CREATE TRIGGER users_audit_update AFTER UPDATE OF name, email, role, password_hash, totp_secret, deactivated_at,
    away, password_change_required ON users
  FOR EACH ROW WHEN (OLD.role <> 'user' OR NEW.role <> 'user') EXECUTE FUNCTION ironsite_audit_row('user', 'id', '', '', '',
    'totp_pending_secret,totp_last_step,mfa_locked_until,last_active_at', 'password_hash,totp_secret', 'name,email', '');
--> statement-breakpoint
CREATE TRIGGER users_audit_delete AFTER DELETE ON users
  FOR EACH ROW WHEN (OLD.role <> 'user') EXECUTE FUNCTION ironsite_audit_row('user', 'id', '', '', '',
    'totp_pending_secret,totp_last_step,mfa_locked_until,last_active_at', 'password_hash,totp_secret', 'name,email', '');
--> statement-breakpoint
-- The name a buyer types to accept is theirs (a privacy erasure clears it): changed, never its value.
CREATE TRIGGER quotations_audit AFTER INSERT OR UPDATE OR DELETE ON quotations
  FOR EACH ROW EXECUTE FUNCTION ironsite_audit_row('quotation', 'id', '', '', '', '', 'accepted_name', 'year,sequence,revision', '');
--> statement-breakpoint
CREATE TRIGGER quotation_lines_audit AFTER INSERT OR UPDATE OR DELETE ON quotation_lines
  FOR EACH ROW EXECUTE FUNCTION ironsite_audit_row('quotation', 'quotation_id', '', 'lines', 'position', '', '', '', 'quotations');
