-- ============================================================================
-- Open uploads per person: a cap
-- ============================================================================
-- docs/arquivos.md, docs/decisions.md §56. An upload ticket (POST /uploads)
-- records a row of public.uploads; each such row lets its holder put one
-- object in storage, kept until a form claims it or the sweep removes it
-- UPLOAD_TTL_HOURS (24) later. Without a cap one person could hold any
-- number of them. MAX_OPEN_UPLOADS of the contract's arquivos.ts (250: the
-- largest form, an audio course of 200 tracks and 3 PDFs, fits) is the most
-- unclaimed uploads younger than 24 hours a person may hold; the next insert
-- is refused with SQLSTATE 54000 (program_limit_exceeded), which the api
-- answers as 429 FILE_MESSAGES.tooManyOpenUploads. tests/db/arquivos.test.ts
-- ties both numbers to the contract.
--
-- Concurrent tickets of one person are counted one after the other (an
-- advisory lock on the person for the transaction), so two at the limit
-- cannot both pass.

create function private.uploads_por_pessoa() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('public.uploads por pessoa'), new.cp_id::integer);
  if (
    select count(*) from public.uploads u
    where u.cp_id = new.cp_id and u.claimed_at is null and u.created_at > now() - interval '24 hours'
  ) >= 250 then
    raise exception using
      errcode = '54000',
      constraint = 'uploads_por_pessoa',
      message = 'Too many open uploads for this person.';
  end if;
  return new;
end
$$;

revoke all on function private.uploads_por_pessoa() from public;

create trigger uploads_por_pessoa
  before insert on public.uploads
  for each row execute function private.uploads_por_pessoa();
