/**
 * The network's people: the staff (the demo logins first), the demo student
 * and the students the classes are filled with. Each person is a profile, a
 * credential and the birthday the seed placed them at.
 */
import type { UserType } from '@contract';
import { BIRTHDAY_WINDOW_DAYS } from '@contract/rules/aniversario';
import { birthDateAround } from './calendar';
import type { SeedContext } from './context';
import { DEMO_PASSWORD } from './demo';
import { ESCOLA_DEFS } from './escolas';
import {
  COMPANIES,
  PROFESSIONS,
  cnpj,
  landline,
  mobilePhone,
  personalEmail,
  rg,
  uniqueCpf,
  uniqueFullName,
  uniqueHandle,
} from './people';
import type { UsuarioRow } from './rows';

interface EquipeDef {
  readonly name: string;
  readonly gender: 'f' | 'm';
  readonly type: UserType;
  readonly school: number;
  readonly login?: string;
  readonly deleted?: boolean;
  /** Days from today to the next birthday (to fill the birthday list); otherwise drawn from RANDOM_BIRTHDAY_OFFSETS. */
  readonly birthdayIn?: number;
}

/** Staff in id order; the first five are the demo logins (all in school 1). */
export const EQUIPE: readonly EquipeDef[] = [
  { name: 'Ricardo Almeida Prado', gender: 'm', type: 1, school: 1, login: 'gestor', birthdayIn: 3 },
  { name: 'Helena Martins Costa', gender: 'f', type: 2, school: 1, login: 'diretor' },
  { name: 'Juliana Ferreira Lima', gender: 'f', type: 3, school: 1, login: 'secretaria', birthdayIn: 1 },
  { name: 'Marcos Vinícius Rocha', gender: 'm', type: 4, school: 1, login: 'professor' },
  // id 5 is the demo student (buildEquipe).
  { name: 'Fernando Augusto Teixeira', gender: 'm', type: 2, school: 2 },
  { name: 'Patrícia Gomes Ribeiro', gender: 'f', type: 3, school: 2 },
  { name: 'Cláudia Regina Moraes', gender: 'f', type: 2, school: 3, birthdayIn: 0 },
  { name: 'Rafael Nunes Barbosa', gender: 'm', type: 3, school: 3 },
  { name: 'Larissa Mendes Carvalho', gender: 'f', type: 4, school: 1 },
  { name: 'Thiago Henrique Souza', gender: 'm', type: 4, school: 2 },
  { name: 'Camila Duarte Pereira', gender: 'f', type: 4, school: 2 },
  { name: 'Gustavo Lopes Freitas', gender: 'm', type: 4, school: 3 },
  { name: 'Ana Clara Vieira', gender: 'f', type: 4, school: 3 },
  { name: 'Eduardo Pinto Cardoso', gender: 'm', type: 4, school: 1, deleted: true },
];

const DEMO_ALUNO = { name: 'Beatriz Santos Oliveira', gender: 'f' as const, login: 'aluno', age: 20 };

/**
 * Days from today to the next birthday of everyone without a designated one
 * (`birthdayIn`, `ALUNO_BIRTHDAYS`), drawn from this range: outside the users
 * list's "Aniversariantes" window (today … today + BIRTHDAY_WINDOW_DAYS) and
 * more than a week after the last birthday, so that window holds exactly the
 * designated people on every day.
 */
export const RANDOM_BIRTHDAY_OFFSETS: readonly [min: number, max: number] = [BIRTHDAY_WINDOW_DAYS + 1, 358];

/** Birthdays placed relative to today, by position in the student generation order. */
const ALUNO_BIRTHDAYS: Readonly<Record<number, number>> = {
  2: 0,
  5: 1,
  9: 2,
  14: 3,
  19: 4,
  26: 5,
  31: 0,
  38: 6,
  45: 8,
  52: 2,
};

interface PersonInput {
  name: string;
  gender: 'f' | 'm';
  type: UserType;
  school: number;
  login?: string;
  email?: string;
  deleted?: boolean;
  /** With `birthdayIn`, the birth date: `birthDateAround(today, age, birthdayIn)`. */
  age: number;
  birthdayIn: number;
}

function addPerson(ctx: SeedContext, input: PersonInput): UsuarioRow {
  const { random } = ctx;
  const def = ESCOLA_DEFS[input.school - 1]!;
  const handle = uniqueHandle(input.name, ctx.handles);
  const login = input.login ?? handle;
  if (input.login) ctx.handles.add(input.login);
  const staff = input.type !== 5;
  const adult = input.age >= 18;
  const withCompany = adult && !staff && random.chance(0.15);
  const id = ctx.usuarios.length + 1;
  const user: UsuarioRow = {
    cp_id: id,
    cp_nome: input.name,
    cp_email: input.email ?? (staff ? `${handle}@escolaidiomas.com.br` : personalEmail(random, handle)),
    cp_login: login,
    cp_tipo_user: input.type,
    cp_rg: random.chance(0.8) ? rg(random) : null,
    cp_cpf: uniqueCpf(random, ctx.cpfs),
    cp_datanascimento: birthDateAround(ctx.today, input.age, input.birthdayIn),
    cp_estadocivil:
      input.age >= 26
        ? random.pick(['solteiro', 'casado', 'casado', 'divorciado', 'viuvo', 'uniao_estavel'] as const)
        : 'solteiro',
    cp_cnpj: withCompany ? cnpj(random) : null,
    cp_ie: withCompany && random.chance(0.5) ? random.chars('0123456789', 9) : null,
    cp_whatsapp: mobilePhone(random, def.ddd),
    cp_telefone: random.chance(0.3) ? landline(random, def.ddd) : null,
    cp_empresaatuacao: withCompany ? random.pick(COMPANIES) : staff ? 'Escola de Idiomas' : null,
    cp_profissao: staff ? null : adult ? random.pick(PROFESSIONS) : 'Estudante',
    cp_end_cidade_estado: `${def.cidade} - ${def.estado}`,
    cp_end_rua: random.pick(def.streets),
    cp_end_num: String(random.int(10, 2400)),
    cp_end_cep: `${def.cep.slice(0, 3)}${random.chars('0123456789', 2)}-${random.chars('0123456789', 3)}`,
    cp_descricao: input.deleted ? 'Cadastro desativado.' : random.chance(0.1) ? 'Prefere contato por WhatsApp.' : null,
    cp_escola_id: input.school,
    cp_foto_perfil: null,
    cp_excluido: input.deleted ? 1 : 0,
  };
  ctx.usuarios.push(user);
  ctx.credentials.push({ userId: id, login, password: DEMO_PASSWORD });
  ctx.birthSpecs.push({ userId: id, age: input.age, offsetDays: input.birthdayIn });
  return user;
}

/** Each school's director, by school id: the school's responsible person. */
export const DIRETOR_NAMES: ReadonlyMap<number, string> = new Map(
  EQUIPE.filter((s) => s.type === 2).map((s) => [s.school, s.name]),
);

/** Days to the next birthday of someone without a designated one: one draw, right after their age. */
const randomBirthdayIn = (ctx: SeedContext) => ctx.random.int(...RANDOM_BIRTHDAY_OFFSETS);

export interface Equipe {
  /** Teachers' ids by login (the classes name their teacher by login). */
  readonly professorIds: ReadonlyMap<string, number>;
  readonly demoAluno: UsuarioRow;
}

/** Staff (ids 1-4), the demo student (id 5), then the other staff. */
export function buildEquipe(ctx: SeedContext): Equipe {
  const { random } = ctx;
  const professorIds = new Map<string, number>();
  const addStaff = (s: EquipeDef) => {
    ctx.names.add(s.name);
    const age = random.int(28, 58);
    const birthdayIn = s.birthdayIn ?? randomBirthdayIn(ctx);
    const user = addPerson(ctx, {
      name: s.name,
      gender: s.gender,
      type: s.type,
      school: s.school,
      ...(s.login ? { login: s.login } : {}),
      deleted: s.deleted ?? false,
      age,
      birthdayIn,
    });
    if (s.type === 4) professorIds.set(user.cp_login, user.cp_id);
  };
  EQUIPE.slice(0, 4).forEach(addStaff);
  ctx.names.add(DEMO_ALUNO.name);
  const demoAluno = addPerson(ctx, {
    name: DEMO_ALUNO.name,
    gender: DEMO_ALUNO.gender,
    type: 5,
    school: 1,
    login: DEMO_ALUNO.login,
    age: DEMO_ALUNO.age,
    birthdayIn: 0,
  });
  EQUIPE.slice(4).forEach(addStaff);
  return { professorIds, demoAluno };
}

/** Makes a new student of a school (drawn name, gender, age; birthday by position, ALUNO_BIRTHDAYS). */
export type NewAluno = (school: number, ages: readonly [number, number], deleted?: boolean) => UsuarioRow;

export function alunoMaker(ctx: SeedContext): NewAluno {
  const { random } = ctx;
  let generated = 0;
  return (school, ages, deleted = false) => {
    const gender = random.chance(0.5) ? 'f' : 'm';
    const name = uniqueFullName(random, gender, ctx.names);
    const age = random.int(ages[0], ages[1]);
    const birthdayIn = ALUNO_BIRTHDAYS[generated] ?? randomBirthdayIn(ctx);
    generated++;
    return addPerson(ctx, { name, gender, type: 5, school, deleted, age, birthdayIn });
  };
}

/** The id of a seeded person by name. */
export const usuarioIdOf = (ctx: SeedContext, name: string) => ctx.usuarios.find((u) => u.cp_nome === name)!.cp_id;
