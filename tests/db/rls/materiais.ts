/** Training and extra material, the extra-material grant (permissoes), and the material files in storage. */
import {
  type Caller,
  FIXTURE_IDS,
  MATERIAIS,
  type MaterialKey,
  type MaterialTable,
  PEOPLE,
  type Person,
  materiais,
  materialPdf,
  ownUpload,
} from './fixture.ts';
import { BROKEN, type CellOf, DENIED, NONE, type Outcome, type RlsDomain, rows } from './cell.ts';
import { type StorageCell, s } from './arquivos.ts';

/**
 * A material of either table. Insert: a new KIDS material, or one that
 * breaks a rule (a blank title, a code not in MATERIAL_CATEGORY_CODES, a PDF
 * path outside its bucket) or sets its own id (not granted). Update: the
 * title, the codes (to DEUTSCH, or to a bad code) or the id.
 */
type MaterialOp =
  | { readonly action: 'select'; readonly material: MaterialKey | 'fixtures' }
  | { readonly action: 'insert'; readonly set?: 'blank-title' | 'bad-code' | 'pdf-elsewhere' | 'pdf-other' | 'id' }
  | {
      readonly action: 'update';
      readonly material: MaterialKey;
      /** `pdf-own`: the caller's own upload as the first PDF; `pdf-other`: a training material's PDF. */
      readonly set: 'titulo' | 'codigos' | 'bad-code' | 'id' | 'pdf-own' | 'pdf-other';
    }
  | { readonly action: 'delete'; readonly material: MaterialKey };

/** public.permissoes: the grant `materialExtra` (or a name not GRANTABLE) of a person. */
type PermissaoOp =
  | { readonly action: 'select'; readonly holder: Person | 'fixtures' }
  | { readonly action: 'insert'; readonly grantee: Person; readonly permissao?: 'outra' }
  | { readonly action: 'update'; readonly holder: Person }
  | { readonly action: 'delete'; readonly holder: Person };

type MaterialCell = CellOf<'materiais', MaterialOp> | CellOf<'materiais_extra', MaterialOp>;
type PermissaoCell = CellOf<'permissoes', PermissaoOp>;

const mat = (as: Caller, op: MaterialOp, expect: Outcome): CellOf<'materiais', MaterialOp> => ({
  as,
  table: 'materiais',
  op,
  expect,
});
const mx = (as: Caller, op: MaterialOp, expect: Outcome): CellOf<'materiais_extra', MaterialOp> => ({
  as,
  table: 'materiais_extra',
  op,
  expect,
});
const g = (as: Caller, op: PermissaoOp, expect: Outcome): PermissaoCell => ({ as, table: 'permissoes', op, expect });

const msel = (material: MaterialKey | 'fixtures') => ({ action: 'select', material }) as const;
const mupd = (material: MaterialKey, set: 'titulo' | 'codigos' | 'bad-code' | 'id' = 'titulo') =>
  ({ action: 'update', material, set }) as const;
const mdel = (material: MaterialKey) => ({ action: 'delete', material }) as const;
const MINS = { action: 'insert' } as const;

/** The RLS_MATERIAIS domain's cells, and the statements of its tables. */
export const RLS_MATERIAIS: RlsDomain<MaterialCell | PermissaoCell, MaterialCell | PermissaoCell | StorageCell> = {
  statements: {
    materiais: (cell) => materialStatement(cell.table, cell.op, cell.as),
    materiais_extra: (cell) => materialStatement(cell.table, cell.op, cell.as),
    permissoes: (cell) => permissaoStatement(cell.op),
  },
  cells: [
    // ── materiais (training) · select ─ 1,2 all · 4 by codes (theirs: KIDS) or
    //    none · 3,5 nothing; the extra-material grant changes nothing here
    mat('anon', msel('fixtures'), DENIED),
    mat('gestor', msel('fixtures'), rows(3)),
    mat('diretorA', msel('fixtures'), rows(3)),
    mat('secretariaA', msel('fixtures'), NONE),
    mat('professorA', msel('fixtures'), rows(2)),
    mat('professorA', msel('kids'), rows(1)),
    mat('professorA', msel('deutsch'), NONE), // codes that are not theirs
    mat('professorA', msel('geral'), rows(1)), // no code: every teacher
    mat('professorA2', msel('fixtures'), rows(2)),
    mat('professorA2', msel('deutsch'), NONE),
    mat('alunoA', msel('fixtures'), NONE),
    mat('excluidoA', msel('fixtures'), NONE),

    // ── materiais · insert ─ 1 only; the columns' rules hold for the gestor too
    mat('anon', MINS, DENIED),
    mat('gestor', MINS, rows(1)),
    mat('gestor', { action: 'insert', set: 'blank-title' }, BROKEN),
    mat('gestor', { action: 'insert', set: 'bad-code' }, BROKEN),
    mat('gestor', { action: 'insert', set: 'pdf-elsewhere' }, BROKEN),
    mat('gestor', { action: 'insert', set: 'pdf-other' }, DENIED),
    mat('gestor', { action: 'update', material: 'kids', set: 'pdf-own' }, rows(1)),
    mat('gestor', { action: 'update', material: 'deutsch', set: 'pdf-other' }, DENIED),
    mat('gestor', { action: 'insert', set: 'id' }, DENIED),
    mat('diretorA', MINS, DENIED),
    mat('secretariaA', MINS, DENIED),
    mat('professorA', MINS, DENIED),
    mat('professorA2', MINS, DENIED),
    mat('alunoA', MINS, DENIED),
    mat('excluidoA', MINS, DENIED),

    // ── materiais · update ─ 1 only
    mat('anon', mupd('kids'), DENIED),
    mat('gestor', mupd('kids'), rows(1)),
    mat('gestor', mupd('geral', 'codigos'), rows(1)),
    mat('gestor', mupd('kids', 'bad-code'), BROKEN),
    mat('gestor', mupd('kids', 'id'), DENIED),
    mat('diretorA', mupd('kids'), NONE),
    mat('secretariaA', mupd('kids'), NONE),
    mat('professorA', mupd('kids'), NONE),
    mat('professorA2', mupd('kids'), NONE),
    mat('alunoA', mupd('kids'), NONE),
    mat('excluidoA', mupd('kids'), NONE),

    // ── materiais · delete ─ 1 only
    mat('anon', mdel('kids'), DENIED),
    mat('gestor', mdel('deutsch'), rows(1)),
    mat('diretorA', mdel('kids'), NONE),
    mat('secretariaA', mdel('kids'), NONE),
    mat('professorA', mdel('kids'), NONE),
    mat('professorA2', mdel('kids'), NONE),
    mat('alunoA', mdel('kids'), NONE),
    mat('excluidoA', mdel('kids'), NONE),

    // ── materiais_extra · select ─ 1,2,3 all · 4 by codes or none · the grant
    //    holder all · 5 nothing
    mx('anon', msel('fixtures'), DENIED),
    mx('gestor', msel('fixtures'), rows(3)),
    mx('diretorA', msel('fixtures'), rows(3)),
    mx('secretariaA', msel('fixtures'), rows(3)),
    mx('professorA', msel('fixtures'), rows(2)),
    mx('professorA', msel('kids'), rows(1)),
    mx('professorA', msel('deutsch'), NONE),
    mx('professorA', msel('geral'), rows(1)),
    mx('professorA2', msel('fixtures'), rows(3)), // the grant: as the gestor
    mx('professorA2', msel('deutsch'), rows(1)),
    mx('alunoA', msel('fixtures'), NONE),
    mx('excluidoA', msel('fixtures'), NONE),

    // ── materiais_extra · insert ─ 1 and the grant holder
    mx('anon', MINS, DENIED),
    mx('gestor', MINS, rows(1)),
    mx('gestor', { action: 'insert', set: 'bad-code' }, BROKEN),
    mx('gestor', { action: 'insert', set: 'blank-title' }, BROKEN),
    mx('gestor', { action: 'insert', set: 'pdf-elsewhere' }, BROKEN),
    mx('gestor', { action: 'insert', set: 'id' }, DENIED),
    mx('professorA2', MINS, rows(1)),
    mx('diretorA', MINS, DENIED), // directors and secretaries edit and delete, they do not add
    mx('secretariaA', MINS, DENIED),
    mx('professorA', MINS, DENIED),
    mx('alunoA', MINS, DENIED),
    mx('excluidoA', MINS, DENIED),
    // A file column takes only the writer's own unclaimed upload or a file the row held
    // (private.guard_file_columns): never a training PDF a later delete of this row would discard.
    mx('gestor', { action: 'insert', set: 'pdf-other' }, DENIED),
    mx('diretorA', { action: 'update', material: 'kids', set: 'pdf-own' }, rows(1)),
    mx('diretorA', { action: 'update', material: 'kids', set: 'pdf-other' }, DENIED),
    mx('secretariaA', { action: 'update', material: 'geral', set: 'pdf-other' }, DENIED),
    mx('professorA2', { action: 'update', material: 'kids', set: 'pdf-other' }, DENIED),

    // ── materiais_extra · update ─ 1,2,3 and the grant holder
    mx('anon', mupd('kids'), DENIED),
    mx('gestor', mupd('kids'), rows(1)),
    mx('gestor', mupd('kids', 'id'), DENIED),
    mx('diretorA', mupd('kids'), rows(1)),
    mx('diretorA', mupd('geral', 'bad-code'), BROKEN),
    mx('secretariaA', mupd('deutsch'), rows(1)),
    mx('professorA2', mupd('deutsch'), rows(1)),
    mx('professorA2', mupd('kids', 'codigos'), rows(1)),
    mx('professorA', mupd('kids'), NONE),
    mx('alunoA', mupd('kids'), NONE),
    mx('excluidoA', mupd('kids'), NONE),

    // ── materiais_extra · delete ─ 1,2,3 and the grant holder
    mx('anon', mdel('kids'), DENIED),
    mx('gestor', mdel('kids'), rows(1)),
    mx('diretorA', mdel('deutsch'), rows(1)),
    mx('secretariaA', mdel('geral'), rows(1)),
    mx('professorA2', mdel('deutsch'), rows(1)),
    mx('professorA', mdel('kids'), NONE),
    mx('alunoA', mdel('kids'), NONE),
    mx('excluidoA', mdel('kids'), NONE),

    // ── permissoes · select ─ 1 all · everyone else their own (professorA2 holds one)
    g('anon', { action: 'select', holder: 'fixtures' }, DENIED),
    g('gestor', { action: 'select', holder: 'fixtures' }, rows(1)),
    g('diretorA', { action: 'select', holder: 'fixtures' }, NONE),
    g('secretariaA', { action: 'select', holder: 'fixtures' }, NONE),
    g('professorA', { action: 'select', holder: 'fixtures' }, NONE),
    g('professorA2', { action: 'select', holder: 'fixtures' }, rows(1)),
    g('alunoA', { action: 'select', holder: 'fixtures' }, NONE),
    g('excluidoA', { action: 'select', holder: 'fixtures' }, NONE),

    // ── permissoes · insert ─ 1 only, to a live 2–4 (GRANTEE_TYPES)
    g('anon', { action: 'insert', grantee: 'secretariaA' }, DENIED),
    g('gestor', { action: 'insert', grantee: 'secretariaA' }, rows(1)),
    g('gestor', { action: 'insert', grantee: 'diretorB' }, rows(1)),
    g('gestor', { action: 'insert', grantee: 'professorA' }, rows(1)),
    g('gestor', { action: 'insert', grantee: 'alunoA' }, BROKEN), // a student never manages material
    g('gestor', { action: 'insert', grantee: 'excluidoA' }, BROKEN), // a deleted person
    g('gestor', { action: 'insert', grantee: 'gestor' }, BROKEN),
    g('gestor', { action: 'insert', grantee: 'secretariaA', permissao: 'outra' }, BROKEN), // not GRANTABLE
    g('diretorA', { action: 'insert', grantee: 'secretariaA' }, DENIED),
    g('secretariaA', { action: 'insert', grantee: 'secretariaA' }, DENIED), // granting oneself
    g('professorA', { action: 'insert', grantee: 'professorA' }, DENIED),
    g('professorA2', { action: 'insert', grantee: 'professorA' }, DENIED), // a holder does not pass it on
    g('alunoA', { action: 'insert', grantee: 'professorA' }, DENIED),
    g('excluidoA', { action: 'insert', grantee: 'professorA' }, DENIED),

    // ── permissoes · update ─ nobody: a grant is given or taken, never changed
    g('anon', { action: 'update', holder: 'professorA2' }, DENIED),
    g('gestor', { action: 'update', holder: 'professorA2' }, DENIED),
    g('diretorA', { action: 'update', holder: 'professorA2' }, DENIED),
    g('secretariaA', { action: 'update', holder: 'professorA2' }, DENIED),
    g('professorA', { action: 'update', holder: 'professorA2' }, DENIED),
    g('professorA2', { action: 'update', holder: 'professorA2' }, DENIED),
    g('alunoA', { action: 'update', holder: 'professorA2' }, DENIED),
    g('excluidoA', { action: 'update', holder: 'professorA2' }, DENIED),

    // ── permissoes · delete ─ 1 only
    g('anon', { action: 'delete', holder: 'professorA2' }, DENIED),
    g('gestor', { action: 'delete', holder: 'professorA2' }, rows(1)),
    g('diretorA', { action: 'delete', holder: 'professorA2' }, NONE),
    g('secretariaA', { action: 'delete', holder: 'professorA2' }, NONE),
    g('professorA', { action: 'delete', holder: 'professorA2' }, NONE),
    g('professorA2', { action: 'delete', holder: 'professorA2' }, NONE), // the holder cannot keep it from being revoked, nor drop it
    g('alunoA', { action: 'delete', holder: 'professorA2' }, NONE),
    g('excluidoA', { action: 'delete', holder: 'professorA2' }, NONE),

    // ── storage.objects · select of material files ─ whoever reads a material
    //    row that shows them (a teacher by codes, the grant holder every extra)
    s('anon', { action: 'select', object: 'matPdfKids' }, NONE),
    s('gestor', { action: 'select', object: 'matPdfDeutsch' }, rows(1)),
    s('diretorA', { action: 'select', object: 'matPdfDeutsch' }, rows(1)),
    s('secretariaA', { action: 'select', object: 'matPdfKids' }, NONE), // training is not theirs
    s('secretariaA', { action: 'select', object: 'extraPdfDeutsch' }, rows(1)),
    s('professorA', { action: 'select', object: 'matPdfKids' }, rows(1)),
    s('professorA', { action: 'select', object: 'matImageKids' }, rows(1)),
    s('professorA', { action: 'select', object: 'matPdfDeutsch' }, NONE),
    s('professorA', { action: 'select', object: 'extraImageKids' }, rows(1)),
    s('professorA', { action: 'select', object: 'extraPdfDeutsch' }, NONE),
    s('professorA2', { action: 'select', object: 'extraPdfDeutsch' }, rows(1)),
    s('professorA2', { action: 'select', object: 'matPdfDeutsch' }, NONE),
    s('alunoA', { action: 'select', object: 'extraPdfKids' }, NONE),
    s('alunoA', { action: 'select', object: 'matImageKids' }, NONE),
    s('excluidoA', { action: 'select', object: 'extraPdfKids' }, NONE),
  ],
};

/** A material table's columns, in the kind's names. */
const MATERIAL_COLUMNS = {
  materiais: { id: 'cp_mat_id', titulo: 'cp_mat_titulo', pdf: '"cp_mat_arquivoPdf"' },
  materiais_extra: { id: 'cp_mat_extra_id', titulo: 'cp_mat_extra_title', pdf: 'cp_mat_extra_pdf1' },
} as const;

function materialStatement(table: MaterialTable, op: MaterialOp, caller: Caller): { sql: string; params: unknown[] } {
  const c = MATERIAL_COLUMNS[table];
  switch (op.action) {
    case 'select':
      return {
        sql: `select ${c.id} from public.${table} where ${c.id} = any($1::bigint[])`,
        params: [op.material === 'fixtures' ? materiais.map(([, v]) => v.id) : [MATERIAIS[op.material].id]],
      };
    case 'insert': {
      const title = op.set === 'blank-title' ? '   ' : 'RLS Novo material';
      const codes = op.set === 'bad-code' ? 'KIDS,FOO' : 'KIDS';
      const pdf =
        op.set === 'pdf-elsewhere'
          ? ownUpload('avatars', caller)
          : op.set === 'pdf-other'
            ? materialPdf('materiais', 'kids')
            : ownUpload('pdfs-materiais', caller);
      const id = op.set === 'id' ? [`${c.id}, `, '911099, '] : ['', ''];
      return {
        sql: `insert into public.${table} (${id[0]}${c.titulo}, ${c.pdf}, cp_mat_extra_date, cp_mat_extra_codigos)
              values (${id[1]}$1, $2, date '2025-04-01', $3) returning ${c.id}`,
        params: [title, pdf, codes],
      };
    }
    case 'update': {
      const set = {
        titulo: `${c.titulo} = 'RLS Renomeado'`,
        codigos: "cp_mat_extra_codigos = 'DEUTSCH'",
        'bad-code': "cp_mat_extra_codigos = 'kids'",
        id: `${c.id} = 911099`,
        'pdf-own': `${c.pdf} = '${ownUpload('pdfs-materiais', caller)}'`,
        'pdf-other': `${c.pdf} = '${materialPdf('materiais', 'kids')}'`,
      }[op.set];
      return {
        sql: `update public.${table} set ${set} where ${c.id} = $1 returning ${c.id}`,
        params: [MATERIAIS[op.material].id],
      };
    }
    case 'delete':
      return {
        sql: `delete from public.${table} where ${c.id} = $1 returning ${c.id}`,
        params: [MATERIAIS[op.material].id],
      };
  }
}

function permissaoStatement(op: PermissaoOp): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return op.holder === 'fixtures'
        ? { sql: 'select cp_usuario_id from public.permissoes where cp_usuario_id = any($1::bigint[])', params: [FIXTURE_IDS] }
        : { sql: 'select cp_usuario_id from public.permissoes where cp_usuario_id = $1', params: [PEOPLE[op.holder].id] };
    case 'insert':
      return {
        sql: 'insert into public.permissoes (cp_usuario_id, cp_permissao) values ($1, $2) returning cp_usuario_id',
        params: [PEOPLE[op.grantee].id, op.permissao ?? 'materialExtra'],
      };
    case 'update':
      return {
        sql: 'update public.permissoes set cp_concedida_em = now() where cp_usuario_id = $1 returning cp_usuario_id',
        params: [PEOPLE[op.holder].id],
      };
    case 'delete':
      return {
        sql: 'delete from public.permissoes where cp_usuario_id = $1 returning cp_usuario_id',
        params: [PEOPLE[op.holder].id],
      };
  }
}
