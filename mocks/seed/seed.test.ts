// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allows, rowFacts, type Caller } from '@contract/access';
import {
  AGENDA_ESCOPOS,
  AGENDA_RESOURCE,
  ATTENDANCE_STATUSES,
  CPF_MASK_PATTERN,
  ENROLMENT_STATUSES,
  MATERIAL_CATEGORY_CODES,
  PAYMENT_TYPES,
  PHONE_MASK_PATTERN,
  STORED_INSTALLMENT_STATUSES,
  isValidCpf,
} from '@contract';
import { isBirthdayToday, isBirthdayWithin } from '@contract/rules/aniversario';
import { COURSE_CATALOGUE } from '@contract/rules/cursos';
import { isLeapYear, toIsoDay } from '@contract/dates';
import { parcelaStatus } from '@contract/rules/parcelas';
import { gradeAverage, gradeRating } from '@contract/rules/notas';
import { CODE_PATTERN } from '@contract/rules/certificados';
import { addDays, ageOn, birthDateAround, turmaStart, pastAulas } from './calendar';
import { cpfCheckDigits } from './people';
import {
  AgendaEventoRow,
  Audio,
  AudioOuvidoRow,
  BirthSpec,
  CertificadoRow,
  ChamadaRow,
  TurmaCalendar,
  Curso,
  DEMO_LOGINS,
  DEMO_AUDIOS_OUVIDOS,
  EMPTY_SALA_DE_AULA_TURMA,
  AulaRef,
  RESUMO_AULAS,
  ResumoRef,
  aulaTitle,
  resumoTopic,
  DEMO_PASSWORD,
  MaterialExtra,
  MatriculaRow,
  NotaRow,
  ParcelaRow,
  Resumo,
  Escola,
  SeedCredential,
  Material,
  TurmaAlunoRow,
  TurmaRow,
  Usuario,
  UsuarioRow,
  RANDOM_BIRTHDAY_OFFSETS,
  buildSeed,
  seededCategoryCodes,
  type SeedData,
} from './index';

const TODAY = new Date(2025, 2, 17); // a Monday in mid-March
const seed = buildSeed(TODAY);

function byId<T>(rows: readonly T[], key: keyof T): Map<unknown, T> {
  return new Map(rows.map((r) => [r[key], r]));
}

/** The class of a person, read from the one place membership is stored. */
function classOfIn(s: SeedData, userId: number): number | null {
  return s.turmaAlunos.find((m) => m.cp_aluno_id === userId)?.cp_tr_id ?? null;
}

function demoUser(s: SeedData, login: string): Usuario {
  const user = s.usuarios.find((u) => u.cp_login === login);
  if (!user) throw new Error(`demo login ${login} missing`);
  return { ...user, cp_turma_id: classOfIn(s, user.cp_id) };
}

describe('buildSeed', () => {
  it('is deterministic for a given day, whatever the time of day', () => {
    const again = buildSeed(new Date(2025, 2, 17, 23, 59, 59));
    expect(again).toEqual(seed);
    expect(buildSeed(new Date())).toEqual(buildSeed(new Date()));
  });

  it('changes dates, not people, when the day changes', () => {
    const later = buildSeed(new Date(2025, 5, 2));
    expect(later.today).toBe('2025-06-02');
    expect(later.usuarios.map((u) => u.cp_nome)).toEqual(seed.usuarios.map((u) => u.cp_nome));
    expect(later.usuarios.map((u) => u.cp_datanascimento)).not.toEqual(seed.usuarios.map((u) => u.cp_datanascimento));
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(seed))).toEqual(seed);
  });

  it('has rows matching their schemas', () => {
    const schemas = [
      [Escola, seed.escolas],
      [UsuarioRow.strict(), seed.usuarios],
      [SeedCredential, seed.credentials],
      [BirthSpec, seed.birthSpecs],
      [TurmaCalendar.strict(), seed.turmaCalendars],
      [AulaRef.strict(), seed.aulaRefs.chamadas],
      [AulaRef.strict(), seed.aulaRefs.notas],
      [ResumoRef.strict(), seed.aulaRefs.resumos],
      [Curso, seed.cursos],
      [Audio, seed.audios],
      [TurmaRow, seed.turmas],
      [TurmaAlunoRow, seed.turmaAlunos],
      [MatriculaRow, seed.matriculas],
      [ParcelaRow, seed.parcelas],
      [Material, seed.materiais],
      [MaterialExtra, seed.materialExtra],
      [ChamadaRow, seed.chamadas],
      [Resumo, seed.resumos],
      [NotaRow, seed.notas],
      [AudioOuvidoRow, seed.audiosOuvidos],
      [AgendaEventoRow.strict(), seed.agendaEventos],
    ] as const;
    for (const [schema, rows] of schemas) {
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(schema.safeParse(row).success, JSON.stringify(row)).toBe(true);
    }
  });

  it('numbers every table from 1 without gaps', () => {
    const ids: [string, number[]][] = [
      ['escolas', seed.escolas.map((r) => r.cp_ec_id)],
      ['usuarios', seed.usuarios.map((r) => r.cp_id)],
      ['cursos', seed.cursos.map((r) => r.cp_curso_id)],
      ['audios', seed.audios.map((r) => r.cp_audio_id)],
      ['turmas', seed.turmas.map((r) => r.cp_tr_id)],
      ['matriculas', seed.matriculas.map((r) => r.cp_mt_id)],
      ['parcelas', seed.parcelas.map((r) => r.cp_mtPar_id)],
      ['materiais', seed.materiais.map((r) => r.cp_mat_id)],
      ['materialExtra', seed.materialExtra.map((r) => r.cp_mat_extra_id)],
      ['chamadas', seed.chamadas.map((r) => r.cp_ch_id)],
      ['resumos', seed.resumos.map((r) => r.cp_res_id)],
      ['notas', seed.notas.map((r) => r.cp_nota_id)],
      ['agendaEventos', seed.agendaEventos.map((r) => r.cp_ev_id)],
    ];
    for (const [table, list] of ids) {
      expect(list, table).toEqual(list.map((_, i) => i + 1));
    }
  });
});

describe('the demo network', () => {
  const active = seed.usuarios.filter((u) => u.cp_excluido === 0);
  const ofType = (t: number) => active.filter((u) => u.cp_tipo_user === t);

  it('has three schools in three different states, each with a director and a secretary', () => {
    expect(seed.escolas).toHaveLength(3);
    expect(new Set(seed.escolas.map((s) => s.cp_ec_endereco_estado)).size).toBe(3);
    for (const school of seed.escolas) {
      const directors = ofType(2).filter((u) => u.cp_escola_id === school.cp_ec_id);
      expect(directors).toHaveLength(1);
      expect(school.cp_ec_responsavel).toBe(directors[0]!.cp_nome);
      expect(ofType(3).filter((u) => u.cp_escola_id === school.cp_ec_id)).toHaveLength(1);
      expect(ofType(4).filter((u) => u.cp_escola_id === school.cp_ec_id).length).toBeGreaterThanOrEqual(2);
      expect(seed.turmas.filter((t) => t.cp_tr_id_escola === school.cp_ec_id).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every school live students without a class, for the class form to place', () => {
    for (const school of seed.escolas) {
      const unplaced = ofType(5).filter((u) => u.cp_escola_id === school.cp_ec_id && classOfIn(seed, u.cp_id) === null);
      expect(unplaced.length, school.cp_ec_nome).toBeGreaterThanOrEqual(3);
    }
  });

  it('has one gestor, at least 6 teachers and at least 60 students, plus some deleted users', () => {
    expect(ofType(1)).toHaveLength(1);
    expect(ofType(4).length).toBeGreaterThanOrEqual(6);
    expect(ofType(5).length).toBeGreaterThanOrEqual(60);
    const deleted = seed.usuarios.filter((u) => u.cp_excluido === 1);
    expect(deleted.length).toBeGreaterThanOrEqual(2);
    for (const u of deleted) {
      expect(classOfIn(seed, u.cp_id)).toBeNull();
      expect(seed.turmas.some((t) => t.cp_tr_id_professor === u.cp_id)).toBe(false);
      expect(seed.turmaAlunos.some((m) => m.cp_aluno_id === u.cp_id)).toBe(false);
    }
  });

  it('has the 47 catalogue courses in catalogue order, with links, PDFs and several audios', () => {
    expect(seed.cursos.map((c) => c.cp_nome_curso)).toEqual([...COURSE_CATALOGUE]);
    expect(seed.cursos).toHaveLength(47);
    expect(seed.cursos.some((c) => c.cp_youtube_link_curso?.startsWith('https://www.youtube.com/'))).toBe(true);
    expect(seed.cursos.some((c) => c.cp_youtube_link_curso === 'null')).toBe(true);
    expect(seed.cursos.some((c) => c.cp_pdf3_curso !== null)).toBe(true);
    for (const turma of seed.turmas) {
      const audios = seed.audios.filter((a) => a.cp_curso_id === turma.cp_tr_curso_id);
      expect(audios.length).toBeGreaterThanOrEqual(10);
    }
  });

  it('names audio tracks so that only a numeric-aware sort orders them', () => {
    const names = seed.audios.filter((a) => a.cp_curso_id === seed.turmas[0]!.cp_tr_curso_id).map((a) => a.cp_nome_audio);
    const numeric = [...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { numeric: true }));
    const plain = [...names].sort();
    expect(numeric.slice(0, 3)).toEqual(['Faixa 1', 'Faixa 2', 'Faixa 3']);
    expect(plain).not.toEqual(numeric);
    expect(names).not.toEqual(numeric);
  });

  it('gives everyone a valid CPF, masked phones and unique logins, e-mails and CPFs', () => {
    for (const u of seed.usuarios) {
      expect(u.cp_cpf).toMatch(CPF_MASK_PATTERN);
      expect(isValidCpf(u.cp_cpf), u.cp_cpf).toBe(true);
      expect(u.cp_whatsapp).toMatch(PHONE_MASK_PATTERN);
      if (u.cp_telefone !== null) expect(u.cp_telefone).toMatch(PHONE_MASK_PATTERN);
      expect(u.cp_email).toMatch(/^[a-z0-9._]+@[a-z0-9.]+\.[a-z]{2,}$/);
    }
    for (const key of ['cp_login', 'cp_email', 'cp_cpf'] as const) {
      expect(new Set(seed.usuarios.map((u) => u[key])).size, key).toBe(seed.usuarios.length);
    }
    expect(cpfCheckDigits([1, 1, 1, 4, 4, 4, 7, 7, 7])).toEqual([3, 5]); // 111.444.777-35
  });
});

describe('demo logins', () => {
  it('are gestor, diretor, secretaria, professor and aluno with the shared password', () => {
    expect(DEMO_LOGINS.map((d) => [d.login, d.type, d.password])).toEqual([
      ['gestor', 1, DEMO_PASSWORD],
      ['diretor', 2, DEMO_PASSWORD],
      ['secretaria', 3, DEMO_PASSWORD],
      ['professor', 4, DEMO_PASSWORD],
      ['aluno', 5, DEMO_PASSWORD],
    ]);
    expect(DEMO_PASSWORD).toBe('senha123');
    expect(DEMO_LOGINS.map((d) => d.label)).toEqual(['Gestor', 'Diretor', 'Secretário(a)', 'Professor', 'Aluno']);
  });

  it('exist in school 1 with matching types and credentials', () => {
    for (const demo of DEMO_LOGINS) {
      const user = demoUser(seed, demo.login);
      expect(user.cp_tipo_user).toBe(demo.type);
      expect(user.cp_escola_id).toBe(1);
      expect(user.cp_excluido).toBe(0);
      expect(seed.credentials.find((c) => c.userId === user.cp_id)).toEqual({
        userId: user.cp_id,
        login: demo.login,
        password: demo.password,
      });
    }
  });

  it('put the demo student in a class of the demo teacher, with a birthday today, aged 17 to 25', () => {
    for (const today of [TODAY, new Date(2024, 1, 29), new Date(2025, 1, 28), new Date(2025, 11, 31), new Date()]) {
      const s = buildSeed(today);
      const student = demoUser(s, 'aluno');
      const teacher = demoUser(s, 'professor');
      const turma = s.turmas.find((t) => t.cp_tr_id === student.cp_turma_id);
      expect(turma?.cp_tr_id_professor).toBe(teacher.cp_id);
      expect(s.turmaAlunos).toContainEqual({ cp_tr_id: turma!.cp_tr_id, cp_aluno_id: student.cp_id });
      expect(isBirthdayToday(student.cp_datanascimento, today)).toBe(true);
      const age = ageOn(student.cp_datanascimento, today);
      expect(age).toBeGreaterThanOrEqual(17);
      expect(age).toBeLessThanOrEqual(25);
    }
  });

  it('keeps a 29 February birthday on a leap year, or on 28 February when no leap year is near', () => {
    const leapDay = new Date(2024, 1, 29);
    const birth = demoUser(buildSeed(leapDay), 'aluno').cp_datanascimento;
    expect(birth.slice(5)).toBe('02-29');
    expect(isLeapYear(Number(birth.slice(0, 4)))).toBe(true);
    // 2120-02-29 minus 20 years is 2100, and no year within ±3 of 2100 is a leap year.
    expect(birthDateAround(new Date(2120, 1, 29), 20, 0)).toBe('2100-02-28');
    expect(isBirthdayToday('2100-02-28', new Date(2121, 1, 28))).toBe(true);
  });
});

describe('birth dates', () => {
  /** Days around 29 February of a common and a leap year, around New Year, the 1st of every month, and the real today. */
  const DAYS: Date[] = [
    ...Array.from({ length: 90 }, (_, i) => new Date(2026, 11, 20 + i)),
    ...Array.from({ length: 90 }, (_, i) => new Date(2027, 11, 20 + i)),
    ...Array.from({ length: 48 }, (_, i) => new Date(2025, i, 1)),
    new Date(),
  ];
  const WINDOW = RANDOM_BIRTHDAY_OFFSETS[0] - 1;

  it('all follow one rule: birthDateAround(today, age, offsetDays) of a spec per person', () => {
    for (const today of [TODAY, new Date(2024, 1, 29), new Date(2027, 1, 28), new Date(2026, 11, 31), new Date()]) {
      const s = buildSeed(today);
      expect(s.birthSpecs.map((b) => b.userId)).toEqual(s.usuarios.map((u) => u.cp_id));
      s.usuarios.forEach((u, i) => {
        const spec = s.birthSpecs[i]!;
        expect(u.cp_datanascimento, u.cp_nome).toBe(birthDateAround(today, spec.age, spec.offsetDays));
      });
    }
  });

  it('keep the designated birthdays and draw every other one outside the birthday window, the same on every day', () => {
    const offsetOf = (login: string) => seed.birthSpecs.find((b) => b.userId === demoUser(seed, login).cp_id)!.offsetDays;
    expect([offsetOf('aluno'), offsetOf('secretaria'), offsetOf('gestor')]).toEqual([0, 1, 3]);
    const designated = seed.birthSpecs.filter((b) => b.offsetDays <= WINDOW);
    expect(designated.length).toBeGreaterThanOrEqual(8);
    for (const b of seed.birthSpecs) {
      if (b.offsetDays <= WINDOW) continue;
      expect(b.offsetDays).toBeGreaterThanOrEqual(RANDOM_BIRTHDAY_OFFSETS[0]);
      expect(b.offsetDays).toBeLessThanOrEqual(RANDOM_BIRTHDAY_OFFSETS[1]);
    }
    expect(RANDOM_BIRTHDAY_OFFSETS[0]).toBeGreaterThan(5); // the users list's window: today … today + 5
    expect(new Set(seed.birthSpecs.map((b) => b.offsetDays)).size).toBeGreaterThan(40);
    expect(buildSeed(new Date(2028, 1, 29)).birthSpecs).toEqual(seed.birthSpecs);
  });

  it('put exactly the designated people in the birthday list (today … today + 5), whatever the day', () => {
    const designated = seed.birthSpecs.filter((b) => b.offsetDays <= WINDOW).map((b) => b.userId);
    for (const today of DAYS) {
      const s = buildSeed(today);
      const listed = s.usuarios.filter((u) => isBirthdayWithin(u.cp_datanascimento, today)).map((u) => u.cp_id);
      expect(listed, toIsoDay(today)).toEqual(designated);
      const celebrating = s.usuarios.filter((u) => isBirthdayToday(u.cp_datanascimento, today)).map((u) => u.cp_id);
      expect(celebrating, toIsoDay(today)).toEqual(s.birthSpecs.filter((b) => b.offsetDays === 0).map((b) => b.userId));
    }
  });
});

describe('lesson days', () => {
  /** Two weeks (every weekday), month ends, 29 February, New Year, the real today. */
  const DAYS: Date[] = [
    ...Array.from({ length: 14 }, (_, i) => new Date(2025, 2, 10 + i)),
    new Date(2025, 0, 31),
    new Date(2025, 4, 31),
    new Date(2025, 11, 31),
    new Date(2026, 0, 1),
    new Date(2028, 1, 29),
    new Date(2028, 2, 31),
    new Date(),
  ];

  it('are described the same on every day: one calendar per class, one lesson per classroom row', () => {
    for (const today of DAYS) {
      const s = buildSeed(today);
      expect(s.turmaCalendars, toIsoDay(today)).toEqual(seed.turmaCalendars);
      expect(s.aulaRefs, toIsoDay(today)).toEqual(seed.aulaRefs);
    }
    expect(seed.turmaCalendars.map((c) => c.turmaId)).toEqual(seed.turmas.map((t) => t.cp_tr_id));
    expect(seed.aulaRefs.chamadas.map((r) => r.turmaId)).toEqual(seed.chamadas.map((c) => c.cp_ch_turma_id));
    expect(seed.aulaRefs.notas.map((r) => r.turmaId)).toEqual(seed.notas.map((n) => n.cp_nota_turma_id));
    expect(seed.aulaRefs.resumos.map((r) => r.turmaId)).toEqual(seed.resumos.map((r) => r.cp_res_turma_id));
  });

  it("put every classroom record on the k-th last lesson of its class's calendar (what supabase/seed.sql computes)", () => {
    for (const today of DAYS) {
      const s = buildSeed(today);
      const day = toIsoDay(today);
      const calendars = new Map(s.turmaCalendars.map((c) => [c.turmaId, c]));
      const lessonsOf = (turmaId: number) => {
        const c = calendars.get(turmaId)!;
        return pastAulas(turmaStart(today, c.monthsAgo, c.daysBefore), c.weekdays, today);
      };
      for (const t of s.turmas) {
        const c = calendars.get(t.cp_tr_id)!;
        expect(t.cp_tr_data, day).toBe(toIsoDay(turmaStart(today, c.monthsAgo, c.daysBefore)));
      }
      const lessonDay = (ref: AulaRef) => toIsoDay(lessonsOf(ref.turmaId).at(-ref.k)!);
      expect(
        s.chamadas.map((c) => c.cp_ch_data),
        day,
      ).toEqual(s.aulaRefs.chamadas.map(lessonDay));
      expect(
        s.notas.map((n) => n.cp_nota_data),
        day,
      ).toEqual(s.aulaRefs.notas.map(lessonDay));
      expect(
        s.resumos.map((r) => [r.cp_res_data, r.cp_res_aula, r.cp_res_resumo]),
        day,
      ).toEqual(
        s.aulaRefs.resumos.map((ref) => {
          const n = lessonsOf(ref.turmaId).length - ref.k + 1;
          return [lessonDay(ref), aulaTitle(n), resumoTopic(ref, n)];
        }),
      );
      // On one of the class's weekdays, before today.
      const dated = [
        ...s.chamadas.map((c) => [c.cp_ch_turma_id, c.cp_ch_data] as const),
        ...s.notas.map((n) => [n.cp_nota_turma_id, n.cp_nota_data] as const),
        ...s.resumos.map((r) => [r.cp_res_turma_id, r.cp_res_data] as const),
      ];
      for (const [turmaId, date] of dated) {
        expect(calendars.get(turmaId)!.weekdays, `${date} on ${day}`).toContain(new Date(`${date}T00:00:00`).getDay());
        expect(date < day).toBe(true);
      }
    }
  });

  it('change only their days and lesson numbers with the day', () => {
    const later = buildSeed(new Date(2025, 5, 2));
    const withoutDays = (s: SeedData) => ({
      chamadas: s.chamadas.map(({ cp_ch_data: _, ...rest }) => rest),
      notas: s.notas.map(({ cp_nota_data: _, ...rest }) => rest),
      resumos: s.resumos.map(({ cp_res_data: _d, cp_res_aula: _a, cp_res_resumo: _r, ...rest }) => rest),
    });
    expect(withoutDays(later)).toEqual(withoutDays(seed));
    expect(later.resumos.map((r) => r.cp_res_aula)).not.toEqual(seed.resumos.map((r) => r.cp_res_aula));
  });
});

describe('referential integrity', () => {
  const schools = byId(seed.escolas, 'cp_ec_id');
  const users = byId(seed.usuarios, 'cp_id');
  const turmas = byId(seed.turmas, 'cp_tr_id');
  const cursos = byId(seed.cursos, 'cp_curso_id');
  const audios = byId(seed.audios, 'cp_audio_id');
  const matriculas = byId(seed.matriculas, 'cp_mt_id');
  const members = (turmaId: number) => seed.turmaAlunos.filter((m) => m.cp_tr_id === turmaId).map((m) => m.cp_aluno_id);

  it('links users to existing schools and to the class they belong to', () => {
    for (const u of seed.usuarios) {
      expect(schools.has(u.cp_escola_id)).toBe(true);
      expect(u, 'membership is stored in turmaAlunos only').not.toHaveProperty('cp_turma_id');
    }
    const memberships = new Map<number, number>();
    for (const m of seed.turmaAlunos) {
      expect(memberships.has(m.cp_aluno_id), 'one class per student').toBe(false);
      memberships.set(m.cp_aluno_id, m.cp_tr_id);
      const student = users.get(m.cp_aluno_id)!;
      expect(student.cp_tipo_user).toBe(5);
      expect(student.cp_excluido).toBe(0);
      expect(student.cp_escola_id).toBe(turmas.get(m.cp_tr_id)?.cp_tr_id_escola);
      expect(members(m.cp_tr_id)).toContain(student.cp_id);
    }
  });

  it('gives every class a teacher, course and 5-12 students of its own school', () => {
    for (const t of seed.turmas) {
      const teacher = users.get(t.cp_tr_id_professor);
      expect(teacher?.cp_tipo_user).toBe(4);
      expect(teacher?.cp_excluido).toBe(0);
      expect(teacher?.cp_escola_id).toBe(t.cp_tr_id_escola);
      expect(schools.has(t.cp_tr_id_escola)).toBe(true);
      expect(cursos.has(t.cp_tr_curso_id)).toBe(true);
      const ids = members(t.cp_tr_id);
      expect(ids.length).toBeGreaterThanOrEqual(5);
      expect(ids.length).toBeLessThanOrEqual(12);
      for (const id of ids) {
        const student = users.get(id);
        expect(student?.cp_tipo_user).toBe(5);
        expect(student?.cp_excluido).toBe(0);
        expect(student?.cp_escola_id).toBe(t.cp_tr_id_escola);
      }
      expect(t.cp_tr_data < seed.today).toBe(true);
    }
  });

  it('ties enrolments to their student, school and course, and installments to their enrolment', () => {
    for (const m of seed.matriculas) {
      const student = users.get(m.cp_mt_usuario);
      expect(student?.cp_tipo_user).toBe(5);
      expect(m.cp_mt_escola).toBe(student?.cp_escola_id);
      expect(m.cp_mt_nome_usuario).toBe(student?.cp_nome);
      expect(m.cp_mt_cadastro_usuario).toBe(student?.cp_cpf);
      expect(cursos.has(m.cp_mt_curso)).toBe(true);
      const own = seed.parcelas.filter((p) => p.cp_mt_id === m.cp_mt_id);
      for (const p of own) {
        expect(p.cp_mt_escola).toBe(m.cp_mt_escola);
        expect(p.cp_mt_usuario).toBe(m.cp_mt_usuario);
      }
      if (m.cp_mt_tipo_pagamento === 'parcelado') {
        expect(own.map((p) => p.cp_mtPar_numero)).toEqual(own.map((_, i) => i + 1));
        expect(own.map((p) => p.cp_mtPar_dataParcela)).toEqual(own.map((p) => p.cp_mtPar_dataParcela).sort());
        expect(own[0]!.cp_mtPar_dataParcela).toBe(m.cp_mt_primeira_parcela);
        // The installments add up to the course value to the cent (the last one takes the cents).
        expect(own.reduce((sum, p) => sum + Math.round(p.cp_mtPar_valorParcela * 100), 0)).toBe(
          Math.round(m.cp_mt_valor_curso! * 100),
        );
        expect(m.cp_mt_quantas_parcelas).toBe(own.length);
        expect(m.cp_mt_quantas_parcelas).toBeGreaterThanOrEqual(1);
        expect(m.cp_mt_quantas_parcelas).toBeLessThanOrEqual(13);
        expect(m.cp_mt_valor_curso).not.toBeNull();
        expect(m.cp_mt_valor_mensalidade).toBeNull();
      } else {
        expect(m.cp_mt_quantas_parcelas).toBeNull();
        expect(m.cp_mt_valor_mensalidade).not.toBeNull();
        // Mensalidade: no installment plan.
        expect(own).toEqual([]);
      }
      const minor = ageOn(student!.cp_datanascimento, TODAY) < 18;
      expect(m.cp_mt_nome_mae !== null).toBe(minor);
    }
    for (const p of seed.parcelas) expect(matriculas.has(p.cp_mt_id)).toBe(true);
    const counts = seed.matriculas.map((m) => m.cp_mt_quantas_parcelas);
    expect(counts).toContain(1);
    expect(counts).toContain(13);
  });

  it('keeps attendance, grades and played marks within the class and its course', () => {
    for (const c of seed.chamadas) {
      expect(turmas.has(c.cp_ch_turma_id)).toBe(true);
      expect(members(c.cp_ch_turma_id)).toContain(c.cp_ch_aluno_id);
      expect(c.cp_ch_data < seed.today).toBe(true);
    }
    for (const r of seed.resumos) {
      expect(turmas.has(r.cp_res_turma_id)).toBe(true);
      expect(r.cp_res_data < seed.today).toBe(true);
      // No stored bytes behind a seeded summary (seed.sql has no storage objects).
      expect(r.cp_res_arquivo).toBeNull();
    }
    for (const n of seed.notas) {
      expect(members(n.cp_nota_turma_id)).toContain(n.cp_nota_aluno_id);
      expect(n.cp_nota_data < seed.today).toBe(true);
      for (const v of [n.cp_nota_workbook, n.cp_nota_prova]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(10);
        expect(Math.round(v * 10) / 10).toBe(v);
      }
    }
    for (const a of seed.audios) expect(cursos.has(a.cp_curso_id)).toBe(true);
    for (const v of seed.audiosOuvidos) {
      const user = users.get(v.cp_aluno_id)!;
      const audio = audios.get(v.cp_audio_id)!;
      expect(audio.cp_curso_id).toBe(turmas.get(classOfIn(seed, user.cp_id))!.cp_tr_curso_id);
      expect(v.cp_ouvido_em.slice(0, 10) < seed.today).toBe(true);
    }
    expect(new Set(seed.audiosOuvidos.map((v) => `${v.cp_aluno_id}:${v.cp_audio_id}`)).size).toBe(seed.audiosOuvidos.length);
  });

  it('keeps one attendance record and one grade per student, class and day', () => {
    const keys = (rows: readonly (readonly [number, number, string])[]) => new Set(rows.map((k) => k.join(':'))).size;
    expect(keys(seed.chamadas.map((c) => [c.cp_ch_turma_id, c.cp_ch_aluno_id, c.cp_ch_data]))).toBe(seed.chamadas.length);
    expect(keys(seed.notas.map((n) => [n.cp_nota_turma_id, n.cp_nota_aluno_id, n.cp_nota_data]))).toBe(seed.notas.length);
  });

  it('gives every class but one its classroom: 8 lessons of attendance, 1 or 2 grades per student, 3 or 4 summaries', () => {
    const empty = seed.turmas.filter((t) => t.cp_tr_nome === EMPTY_SALA_DE_AULA_TURMA);
    expect(empty).toHaveLength(1);
    const emptyId = empty[0]!.cp_tr_id;
    expect(members(emptyId).length).toBeLessThanOrEqual(5);
    expect(seed.chamadas.some((c) => c.cp_ch_turma_id === emptyId)).toBe(false);
    expect(seed.notas.some((n) => n.cp_nota_turma_id === emptyId)).toBe(false);
    expect(seed.resumos.some((r) => r.cp_res_turma_id === emptyId)).toBe(false);
    expect(seed.audiosOuvidos.some((v) => members(emptyId).includes(v.cp_aluno_id))).toBe(false);
    // Its teacher teaches no other class: their classroom shows only empty states.
    expect(seed.turmas.filter((t) => t.cp_tr_id_professor === empty[0]!.cp_tr_id_professor)).toHaveLength(1);
    for (const turma of seed.turmas.filter((t) => t.cp_tr_id !== emptyId)) {
      const id = turma.cp_tr_id;
      const days = new Set(seed.chamadas.filter((c) => c.cp_ch_turma_id === id).map((c) => c.cp_ch_data));
      expect(days.size, turma.cp_tr_nome).toBe(8);
      for (const student of members(id)) {
        expect(seed.chamadas.filter((c) => c.cp_ch_turma_id === id && c.cp_ch_aluno_id === student)).toHaveLength(8);
        const grades = seed.notas.filter((n) => n.cp_nota_turma_id === id && n.cp_nota_aluno_id === student).length;
        expect(grades).toBeGreaterThanOrEqual(1);
        expect(grades).toBeLessThanOrEqual(2);
      }
      const summaries = seed.resumos.filter((r) => r.cp_res_turma_id === id);
      expect(summaries.length).toBeGreaterThanOrEqual(RESUMO_AULAS - 1);
      expect(summaries.length).toBeLessThanOrEqual(RESUMO_AULAS);
      expect(summaries.some((r) => r.cp_res_link !== null && !/^https?:\/\//.test(r.cp_res_link))).toBe(true);
      expect(summaries.some((r) => r.cp_res_link_youtube?.startsWith('https://www.youtube.com/watch?v='))).toBe(true);
    }
  });

  it("has the demo student play some of their course's tracks", () => {
    const demo = seed.usuarios.find((u) => u.cp_login === 'aluno')!;
    const own = seed.audiosOuvidos.filter((v) => v.cp_aluno_id === demo.cp_id);
    expect(own).toHaveLength(DEMO_AUDIOS_OUVIDOS);
    const course = turmas.get(classOfIn(seed, demo.cp_id))!.cp_tr_curso_id;
    expect(own.length).toBeLessThan(seed.audios.filter((a) => a.cp_curso_id === course).length);
  });

  it('has one credential per user, with the user login', () => {
    expect(seed.credentials.map((c) => c.userId)).toEqual(seed.usuarios.map((u) => u.cp_id));
    for (const c of seed.credentials) expect(c.login).toBe(users.get(c.userId)!.cp_login);
  });
});

describe('coverage of states', () => {
  it('has enrolments in every status and both payment types', () => {
    expect(new Set(seed.matriculas.map((m) => m.cp_status_matricula))).toEqual(new Set(ENROLMENT_STATUSES));
    expect(new Set(seed.matriculas.map((m) => m.cp_mt_tipo_pagamento))).toEqual(new Set(PAYMENT_TYPES));
    expect(new Set(seed.parcelas.map((p) => p.cp_mtPar_status))).toEqual(new Set(STORED_INSTALLMENT_STATUSES));
  });

  it('has attendance in all three statuses and grades in all three rating bands', () => {
    expect(new Set(seed.chamadas.map((c) => c.cp_ch_status))).toEqual(new Set(ATTENDANCE_STATUSES));
    expect(new Set(seed.notas.map((n) => gradeRating(gradeAverage(n.cp_nota_workbook, n.cp_nota_prova)).label))).toEqual(
      new Set(['Boa', 'Média', 'Ruim']),
    );
  });

  it('has materials whose codes are category codes, covering every class course category', () => {
    const codes = (s: string) => s.split(',').filter(Boolean);
    for (const m of seed.materiais) for (const c of codes(m.cp_mat_extra_codigos)) expect(MATERIAL_CATEGORY_CODES).toContain(c);
    for (const m of seed.materialExtra)
      for (const c of codes(m.cp_mat_extra_codigos)) expect(MATERIAL_CATEGORY_CODES).toContain(c);
    const trained = new Set(seed.materiais.flatMap((m) => codes(m.cp_mat_extra_codigos)));
    for (const code of seededCategoryCodes(seed)) expect(trained).toContain(code);
    expect(new Set(seed.materiais.map((m) => m.cp_mat_permitirDownload))).toEqual(new Set([0, 1]));
  });

  it('has birthdays today and within the next 5 days, and some just outside', () => {
    const today = seed.usuarios.filter((u) => isBirthdayToday(u.cp_datanascimento, TODAY));
    const soon = seed.usuarios.filter(
      (u) => isBirthdayWithin(u.cp_datanascimento, TODAY) && !isBirthdayToday(u.cp_datanascimento, TODAY),
    );
    expect(today.length).toBeGreaterThanOrEqual(3);
    expect(soon.length).toBeGreaterThanOrEqual(5);
    expect(today.map((u) => u.cp_login)).toContain('aluno');
    expect(
      seed.usuarios.filter((u) => u.cp_escola_id === 1 && isBirthdayWithin(u.cp_datanascimento, TODAY)).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['mid-month', new Date(2025, 2, 17)],
    ['first day of a month', new Date(2025, 6, 1)],
    ['second day of a month', new Date(2025, 8, 2)],
    ['last day of a 31-day month', new Date(2025, 0, 31)],
    ['29 February', new Date(2024, 1, 29)],
    ['31 December', new Date(2025, 11, 31)],
    ['the real today', new Date()],
  ])('covers every displayed installment status relative to today (%s)', (_label, today) => {
    const s = buildSeed(today);
    const thisMonth = toIsoDay(today).slice(0, 7);
    const shown = s.parcelas.map((p) => ({
      status: parcelaStatus(p.cp_mtPar_status, p.cp_mtPar_dataParcela, toIsoDay(today)),
      month: p.cp_mtPar_dataParcela.slice(0, 7),
      date: p.cp_mtPar_dataParcela,
    }));
    const has = (pred: (x: (typeof shown)[number]) => boolean) => shown.some(pred);
    expect(has((x) => x.status === 'Pago')).toBe(true);
    expect(
      has((x) => x.status === 'Vencido' && x.month < thisMonth),
      'overdue from an earlier month',
    ).toBe(true);
    expect(
      has((x) => x.status === 'À vencer' && x.month === thisMonth),
      'due later this month',
    ).toBe(true);
    expect(
      has((x) => x.status === 'Futuras parcelas'),
      'future months',
    ).toBe(true);
    const pastThisMonth = has((x) => x.status === 'Vencido' && x.month === thisMonth);
    expect(pastThisMonth, 'overdue earlier this month').toBe(today.getDate() > 1);
    // The demo student (parcelado) has paid, overdue, current and future installments.
    const demo = s.usuarios.find((u) => u.cp_login === 'aluno')!;
    const own = s.matriculas.filter((m) => m.cp_mt_usuario === demo.cp_id && m.cp_status_matricula === 'ativo');
    const ownShown = s.parcelas
      .filter((p) => own.some((m) => m.cp_mt_id === p.cp_mt_id))
      .map((p) => parcelaStatus(p.cp_mtPar_status, p.cp_mtPar_dataParcela, toIsoDay(today)));
    expect(new Set(ownShown)).toEqual(new Set(['Pago', 'Vencido', 'À vencer', 'Futuras parcelas']));
  });
});

describe('certificates', () => {
  const certs = seed.certificados;
  const enrolment = (id: number) => seed.matriculas.find((m) => m.cp_mt_id === id)!;
  const concluded = seed.matriculas.filter((m) => m.cp_status_matricula === 'concluido');

  it('are stored rows numbered from 1, with unique canonical codes', () => {
    expect(certs.length).toBeGreaterThanOrEqual(3);
    certs.forEach((c, i) => {
      expect(CertificadoRow.strict().safeParse(c).success, JSON.stringify(c)).toBe(true);
      expect(c.cp_cert_id).toBe(i + 1);
      expect(c.cp_cert_codigo).toMatch(CODE_PATTERN);
    });
    expect(new Set(certs.map((c) => c.cp_cert_codigo)).size).toBe(certs.length);
  });

  it('are of concluded enrolments, with the texts and period of their sources when issued', () => {
    for (const c of certs) {
      const m = enrolment(c.cp_cert_matricula_id);
      const school = seed.escolas.find((e) => e.cp_ec_id === m.cp_mt_escola)!;
      expect(m.cp_status_matricula).toBe('concluido');
      expect(c).toMatchObject({
        cp_cert_aluno_id: m.cp_mt_usuario,
        cp_cert_escola_id: m.cp_mt_escola,
        cp_cert_aluno_nome: seed.usuarios.find((u) => u.cp_id === m.cp_mt_usuario)!.cp_nome,
        cp_cert_curso_nome: seed.cursos.find((k) => k.cp_curso_id === m.cp_mt_curso)!.cp_nome_curso,
        cp_cert_escola_nome: school.cp_ec_nome,
        cp_cert_diretor_nome: school.cp_ec_responsavel,
        cp_cert_inicio: m.cp_mt_primeira_parcela,
      });
      // Concluded after the start, issued after the conclusion, revoked after the issue, all before today.
      const issued = c.cp_cert_emitido_em.slice(0, 10);
      expect(c.cp_cert_inicio <= c.cp_cert_conclusao && c.cp_cert_conclusao <= issued && issued < seed.today).toBe(true);
      expect(c.cp_cert_revogado_em === null).toBe(c.cp_cert_motivo === null);
      if (c.cp_cert_revogado_em !== null) expect(c.cp_cert_revogado_em > c.cp_cert_emitido_em).toBe(true);
    }
  });

  it('give the demo student a valid one, revoke one with its reason, and leave two concluded enrolments without any', () => {
    const valid = certs.filter((c) => c.cp_cert_revogado_em === null);
    expect(new Set(valid.map((c) => c.cp_cert_matricula_id)).size).toBe(valid.length);
    const demo = seed.usuarios.find((u) => u.cp_login === 'aluno')!;
    expect(valid.some((c) => c.cp_cert_aluno_id === demo.cp_id)).toBe(true);
    expect(new Set(valid.map((c) => c.cp_cert_escola_id)).size).toBeGreaterThan(1);
    expect(certs.some((c) => c.cp_cert_revogado_em !== null && c.cp_cert_motivo !== '')).toBe(true);
    const certified = new Set(certs.map((c) => c.cp_cert_matricula_id));
    expect(concluded.filter((m) => !certified.has(m.cp_mt_id)).length).toBeGreaterThanOrEqual(2);
  });

  it('keep their codes and enrolments on every day; only their dates move', () => {
    for (const day of [new Date(2025, 6, 1), new Date(2024, 1, 29), new Date()]) {
      const other = buildSeed(day).certificados;
      expect(other.map((c) => [c.cp_cert_codigo, c.cp_cert_matricula_id])).toEqual(
        certs.map((c) => [c.cp_cert_codigo, c.cp_cert_matricula_id]),
      );
    }
  });
});

describe('agenda events (docs/agenda.md)', () => {
  const events = seed.agendaEventos;
  const callerOfSeeded = (userId: number): Caller => {
    const u = seed.usuarios.find((x) => x.cp_id === userId)!;
    return {
      userId,
      type: u.cp_tipo_user,
      schoolId: u.cp_escola_id,
      teachingClassIds: seed.turmas.filter((t) => t.cp_tr_id_professor === userId).map((t) => t.cp_tr_id),
      classId: seed.turmaAlunos.find((m) => m.cp_aluno_id === userId)?.cp_tr_id ?? null,
    };
  };

  it('hold every reach, timed and all-day events, and one of several days', () => {
    expect(new Set(events.map((e) => e.cp_ev_escopo))).toEqual(new Set(AGENDA_ESCOPOS));
    expect(events.some((e) => !e.cp_ev_dia_inteiro)).toBe(true);
    const days = (e: (typeof events)[number]) =>
      (Date.parse(`${e.cp_ev_fim}:00Z`) - Date.parse(`${e.cp_ev_inicio}:00Z`)) / 86_400_000;
    expect(events.some((e) => e.cp_ev_dia_inteiro && days(e) > 1)).toBe(true);
    const authors = (reach: string) => new Set(events.filter((e) => e.cp_ev_escopo === reach).map((e) => e.cp_ev_autor_id));
    const idOf = (login: string) => seed.usuarios.find((u) => u.cp_login === login)!.cp_id;
    expect(authors('pessoal')).toEqual(new Set([idOf('aluno'), idOf('professor')]));
    expect(authors('rede')).toEqual(new Set([idOf('gestor')]));
    const demoClass = seed.turmaAlunos.find((m) => m.cp_aluno_id === idOf('aluno'))!.cp_tr_id;
    expect(events.some((e) => e.cp_ev_turma_id === demoClass && e.cp_ev_autor_id === idOf('professor'))).toBe(true);
    expect(
      events.some((e) => e.cp_ev_escopo === 'escola' && e.cp_ev_escola_id === 1 && e.cp_ev_autor_id === idOf('secretaria')),
    ).toBe(true);
  });

  it('end after they start, all-day ones at midnight, all within a month of today', () => {
    for (const e of events) {
      expect(e.cp_ev_fim > e.cp_ev_inicio, e.cp_ev_titulo).toBe(true);
      if (e.cp_ev_dia_inteiro) expect([e.cp_ev_inicio.slice(11), e.cp_ev_fim.slice(11)]).toEqual(['00:00', '00:00']);
      expect(e.cp_ev_inicio >= `${toIsoDay(addDays(TODAY, -30))}T00:00`).toBe(true);
      expect(e.cp_ev_fim <= `${toIsoDay(addDays(TODAY, 30))}T00:00`).toBe(true);
    }
  });

  it('carry the school and class their reach needs, a class event its class’s school', () => {
    for (const e of events) {
      if (e.cp_ev_escopo === 'rede' || e.cp_ev_escopo === 'pessoal')
        expect([e.cp_ev_escola_id, e.cp_ev_turma_id]).toEqual([null, null]);
      if (e.cp_ev_escopo === 'escola') {
        expect(seed.escolas.some((s) => s.cp_ec_id === e.cp_ev_escola_id)).toBe(true);
        expect(e.cp_ev_turma_id).toBeNull();
      }
      if (e.cp_ev_escopo === 'turma') {
        const turma = seed.turmas.find((t) => t.cp_tr_id === e.cp_ev_turma_id)!;
        expect(e.cp_ev_escola_id).toBe(turma.cp_tr_id_escola);
      }
    }
  });

  it('are each written by someone ACCESS lets create them', () => {
    for (const e of events) {
      const author = seed.usuarios.find((u) => u.cp_id === e.cp_ev_autor_id)!;
      expect(author.cp_excluido).toBe(0);
      expect(
        allows(
          AGENDA_RESOURCE[e.cp_ev_escopo],
          'create',
          callerOfSeeded(author.cp_id),
          rowFacts(AGENDA_RESOURCE[e.cp_ev_escopo], e),
        ),
        e.cp_ev_titulo,
      ).toBe(true);
    }
  });
});
