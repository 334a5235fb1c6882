// @vitest-environment node
/**
 * The materials migration's SQL twins of the contract (supabase/migrations/
 * *_materiais.sql) against their TypeScript originals, on the seeded database:
 *
 * - private.codigo_categoria = categoryCodeFor (rules/cursos.ts) for every
 *   catalogue title and for names that probe its edges (case, Ñ, boundaries);
 * - private.professor_codigos() = categoryCodesFor of the courses each seeded
 *   teacher teaches (the mock seed's classes), and none for everyone else;
 * - the tables' code check admits exactly MATERIAL_CATEGORY_CODES;
 * - private.download_allowed: a material PDF whose download flag is 0 leaves
 *   as an attachment only for who may write that material.
 */
import { describe, expect, it } from 'vitest';
import { MATERIAL_CATEGORY_CODES } from '../../supabase/functions/_shared/contract/constants.ts';
import {
  categoryCodeFor,
  categoryCodesFor,
  COURSE_CATALOGUE,
  PRODUCT_LINE,
} from '../../supabase/functions/_shared/contract/rules/cursos.ts';
import { buildSeed } from '../../mocks/seed/index.ts';
import { anchorDate } from '../../scripts/gen-seed-sql.ts';
import { asUser } from './harness/as-user.ts';
import { testDatabase } from './support.ts';
import { seededPeople } from './seeded.ts';

const getDb = testDatabase();
const seed = buildSeed(anchorDate());

const { identity } = seededPeople(seed);
const asPerson = <T>(cpId: number, fn: Parameters<typeof asUser<T>>[2]) => asUser(getDb(), identity(cpId), fn);

/** Names off the catalogue: case, accents, word boundaries, levels out of range, look-alikes. */
const OTHER_NAMES = [
  '',
  ' ',
  'Curso livre',
  `${PRODUCT_LINE} ENGLISH BOOK 1`,
  `${PRODUCT_LINE.toLowerCase()} english book 6`,
  `${PRODUCT_LINE} ENGLISH BOOK 7`,
  `${PRODUCT_LINE} ENGLISH BOOK 0`,
  `${PRODUCT_LINE} ENGLISH BOOK 12`,
  `${PRODUCT_LINE} ENGLISH BOOK 3B`,
  `${PRODUCT_LINE} ENGLISH BOOK 3-B`,
  `X${PRODUCT_LINE} ENGLISH BOOK 2`,
  `_${PRODUCT_LINE} ENGLISH BOOK 2`,
  `[ING]${PRODUCT_LINE} ENGLISH BOOK 2`,
  `${PRODUCT_LINE}  ENGLISH BOOK 2`,
  `${PRODUCT_LINE} TWEENS 1`,
  `${PRODUCT_LINE} TWEENS 4`,
  `${PRODUCT_LINE} Tweens 2.`,
  `${PRODUCT_LINE} TWEENS 5`,
  'TWEENS 3',
  'ferris wheel',
  'Ferris Wheel Plus',
  'FERRIS WHEELS',
  'FERRIS_WHEEL',
  'FERRIS-WHEEL',
  '(FERRIS WHEEL)',
  'NEXT STATION 9',
  'next stationary',
  'TV BOX',
  'TV BOXING',
  'ATV BOX',
  'tv box 2',
  'MOMENTE',
  'momente a1.1',
  'MOMENTEN',
  'ÉMOMENTE',
  'MOMENTÉ',
  'ASPEKTE B1+',
  'ASPEKTE-B2',
  'Aspekte neu',
  'NUEVO ESPAÑOL 1',
  'nuevo español 3',
  'Nuevo Español',
  'NUEVO ESPANOL 2',
  'NUEVO ESPAÑOLA',
  'NUEVO ESPAÑOL_2',
  'NUEVOESPAÑOL',
  '[RUS] RUSSIAN START 1',
  'TV BOX FERRIS WHEEL',
  'MOMENTE NEXT STATION',
  `NUEVO ESPAÑOL ${PRODUCT_LINE} TWEENS 2`,
  `${PRODUCT_LINE} TWEENS 2 ${PRODUCT_LINE} ENGLISH BOOK 1`,
  'ferrıs wheel', // dotless i: JavaScript's `i` (no u flag) folds ASCII only
  'ſtation next',
  'NEXT STATİON',
  'ＦＥＲＲＩＳ WHEEL',
];

describe('private.codigo_categoria = categoryCodeFor', () => {
  it('agrees on every catalogue title and on names off the catalogue', async () => {
    const names = [...COURSE_CATALOGUE, ...OTHER_NAMES];
    const rows = await getDb().query<{ code: string | null }>(
      `select private.codigo_categoria(n.name) as code
         from unnest($1::text[]) with ordinality as n(name, k) order by n.k`,
      [names],
    );
    const mismatches = names
      .map((name, i) => ({ name, sql: rows[i]!.code, ts: categoryCodeFor(name) }))
      .filter((c) => c.sql !== c.ts);
    expect(mismatches).toEqual([]);
    // The catalogue meets every code; some titles have none.
    expect(new Set(COURSE_CATALOGUE.map(categoryCodeFor))).toEqual(new Set([...MATERIAL_CATEGORY_CODES, null]));
  });

  it('is null for null', async () => {
    const [row] = await getDb().query<{ code: string | null }>('select private.codigo_categoria(null) as code');
    expect(row!.code).toBeNull();
  });
});

describe('private.professor_codigos = categoryCodesFor of the courses taught', () => {
  const teachers = seed.usuarios.filter((u) => u.cp_tipo_user === 4 && u.cp_excluido === 0);
  const courseName = (id: number) => seed.cursos.find((c) => c.cp_curso_id === id)!.cp_nome_curso;

  it('agrees for every seeded teacher', async () => {
    expect(teachers.length).toBeGreaterThan(2);
    const withCodes = [];
    for (const teacher of teachers) {
      const names = seed.turmas.filter((t) => t.cp_tr_id_professor === teacher.cp_id).map((t) => courseName(t.cp_tr_curso_id));
      const expected = [...categoryCodesFor(names)].sort();
      const [row] = await asPerson(teacher.cp_id, (tx) =>
        tx.query<{ codes: string[] }>('select private.professor_codigos() as codes'),
      );
      expect([...row!.codes].sort(), `${teacher.cp_nome}: ${names.join(' | ')}`).toEqual(expected);
      if (expected.length > 0) withCodes.push(teacher.cp_id);
    }
    expect(withCodes.length).toBeGreaterThan(0);
  });

  it('is empty for everyone but a teacher', async () => {
    for (const type of [1, 2, 3, 5]) {
      const person = seed.usuarios.find((u) => u.cp_tipo_user === type && u.cp_excluido === 0)!;
      const [row] = await asPerson(person.cp_id, (tx) =>
        tx.query<{ codes: string[] }>('select private.professor_codigos() as codes'),
      );
      expect(row!.codes, `type ${type}`).toEqual([]);
    }
  });
});

describe('the code columns admit exactly MATERIAL_CATEGORY_CODES', () => {
  it.each(['materiais', 'materiais_extra'])('%s', async (table) => {
    const lists = [
      '',
      ...MATERIAL_CATEGORY_CODES,
      MATERIAL_CATEGORY_CODES.join(','),
      'kids',
      'KIDS,',
      ',KIDS',
      'KIDS, CES',
      'KIDS,,CES',
      'OUTRO',
    ];
    const [check] = await getDb().query<{ def: string }>(
      `select pg_get_constraintdef(c.oid) as def from pg_constraint c
        where c.conrelid = $1::regclass and c.contype = 'c' and pg_get_constraintdef(c.oid) like '%cp_mat_extra_codigos%'`,
      [`public.${table}`],
    );
    const pattern = /'(\^.*\$)'/.exec(check!.def)![1]!;
    const rows = await getDb().query<{ ok: boolean }>(
      `select l ~ $2 as ok from unnest($1::text[]) with ordinality as u(l, k) order by u.k`,
      [lists, pattern],
    );
    const valid = (list: string) =>
      list === '' || list.split(',').every((code) => (MATERIAL_CATEGORY_CODES as readonly string[]).includes(code));
    expect(rows.map((r) => r.ok)).toEqual(lists.map(valid));
  });
});

describe('private.download_allowed', () => {
  const firstOf = (type: number) => seed.usuarios.find((u) => u.cp_tipo_user === type && u.cp_excluido === 0)!.cp_id;
  const holder = seed.permissoes.find((p) => p.cp_permissao === 'materialExtra')!.cp_usuario_id;
  const otherTeacher = seed.usuarios.find((u) => u.cp_tipo_user === 4 && u.cp_excluido === 0 && u.cp_id !== holder)!.cp_id;

  const pdfs = async (table: string, pdf: string, flag: string) =>
    getDb().query<{ path: string; flag: number }>(
      `select ${pdf} as path, ${flag} as flag from public.${table} where ${pdf} is not null order by 1`,
    );

  async function allowed(cpId: number, path: string): Promise<boolean> {
    const slash = path.indexOf('/');
    const [row] = await asPerson(cpId, (tx) =>
      tx.query<{ ok: boolean }>('select private.download_allowed($1, $2) as ok', [path.slice(0, slash), path.slice(slash + 1)]),
    );
    return row!.ok;
  }

  it('a training PDF whose flag is 0: only the gestor', async () => {
    const rows = await pdfs('materiais', '"cp_mat_arquivoPdf"', '"cp_mat_permitirDownload"');
    const closed = rows.find((r) => r.flag === 0)!;
    const open = rows.find((r) => r.flag === 1)!;
    expect(await allowed(firstOf(1), closed.path)).toBe(true);
    expect(await allowed(firstOf(2), closed.path)).toBe(false);
    expect(await allowed(otherTeacher, closed.path)).toBe(false);
    expect(await allowed(holder, closed.path)).toBe(false); // the grant is for the extra material
    for (const cpId of [firstOf(1), firstOf(2), otherTeacher]) expect(await allowed(cpId, open.path)).toBe(true);
  });

  it('an extra PDF whose flag is 0: 1, 2, 3 and the grant holder', async () => {
    const rows = await pdfs('materiais_extra', 'cp_mat_extra_pdf1', '"cp_mat_extra_permitirDownload"');
    const closed = rows.find((r) => r.flag === 0)!;
    const open = rows.find((r) => r.flag === 1)!;
    for (const cpId of [firstOf(1), firstOf(2), firstOf(3), holder]) expect(await allowed(cpId, closed.path)).toBe(true);
    expect(await allowed(otherTeacher, closed.path)).toBe(false);
    expect(await allowed(otherTeacher, open.path)).toBe(true);
  });

  it('any other object: yes (its read policy decides)', async () => {
    expect(await allowed(otherTeacher, 'pdfs-cursos/demo/qualquer.pdf')).toBe(true);
    expect(await allowed(otherTeacher, 'pdfs-materiais/nenhum/material.pdf')).toBe(true);
  });
});
