-- ============================================================================
-- Private helpers and hardened defaults
-- ============================================================================
-- Conventions for every migration of this project (docs/supabase-db.md):
--   * one domain per file, `<yyyymmddhhmmss>_<domain>.sql`, with banners;
--   * each table's grants, `enable row level security`, policies and indexes
--     live in the migration that creates the table;
--   * role helpers live in schema `private` (never exposed through the Data
--     API) as `security definer` functions with `set search_path = ''`, and
--     policies call them as `(select private.fn())`;
--   * every policy names `to authenticated`; every column a policy filters on
--     leads a btree index.

-- ----------------------------------------------------------------------------
-- Nothing is executable or reachable by default
-- ----------------------------------------------------------------------------
-- PostgreSQL lets PUBLIC execute every new function; Supabase also grants the
-- API roles everything created in `public`. From here on, functions, tables
-- and sequences created by the migration owner are reachable only through the
-- explicit grants written next to them.
alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon, authenticated;
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;

-- ----------------------------------------------------------------------------
-- Schema `private`: not in the API's exposed schemas
-- ----------------------------------------------------------------------------
create schema if not exists private;
revoke all on schema private from public;
-- Policies run with the caller's privileges, so the caller must be able to
-- reach (only) the helper functions granted below.
grant usage on schema private to authenticated;
