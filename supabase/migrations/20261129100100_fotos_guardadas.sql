-- ============================================================================
-- A profile photo takes only the caller's own upload, as every file column
-- ============================================================================
-- Found while generating the schema snapshot (issue 22): profiles.cp_foto_perfil
-- had no guard. Through the Data API a person could point their own photo at
-- another person's photo path (the storage read policy then let them read it),
-- then change it, and profiles_photo_after listed the other person's photo for
-- removal: the sweep deleted it. The other file columns (cursos, audios,
-- materiais, materiais_extra, resumos) have had private.guard_file_columns since
-- *_arquivos_guard.sql: a signed-in writer may set a file column only to the
-- file the row already holds or to an unclaimed upload of their own. The api
-- writes the row before claiming the upload, in one transaction.
create trigger profiles_guard_files
  before insert or update of cp_foto_perfil on public.profiles
  for each row execute function private.guard_file_columns('cp_foto_perfil');
