-- Each search reads the change counters of search_version (0008) only when something changed since it last
-- read them (src/search/search-index.ts, docs/decisions/0024-search-freshness-by-notification.md): the
-- statement that moves a counter also sends NOTIFY search_changed, delivered to every listening instance when
-- the writing transaction commits. Postgres folds identical notifications of a transaction into one.
CREATE OR REPLACE FUNCTION search_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE search_version SET %I = %I + 1 WHERE id = 1', TG_TABLE_NAME, TG_TABLE_NAME);
  PERFORM pg_notify('search_changed', '');
  RETURN NULL;
END
$$;
