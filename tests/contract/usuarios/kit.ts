/** The users scenarios' shared ground (see ../scenarios-usuarios.ts): new people, their forms, and checks. */
import { RegisterResponse, Usuario } from '../../../supabase/functions/_shared/contract/index.ts';
import { z } from 'zod';
import { LIVE_USERS, P, PASSWORD, SEEDED_USERS, type PersonKey } from '../people.ts';
import type { Answer, RequestSpec, Step } from '../scenario.ts';
import { bodyOf, error, freshCpf, get, id, loginRequest, M, ok, put } from '../scenarios-kit.ts';

/** The same CPF with its last check digit wrong. */
export const badDigits = (cpf: string) => `${cpf.slice(0, -1)}${(Number(cpf.at(-1)) + 1) % 10}`;

export interface NewPerson {
  readonly cp_nome: string;
  readonly cp_login: string;
  readonly cp_email: string;
  readonly cp_password: string;
  readonly cp_tipo_user: number;
  readonly cp_escola_id: number;
  readonly cp_cpf: string;
}

export function person(n: number, type: number, school: number, nome = `Pessoa Nova ${n}`): NewPerson {
  return {
    cp_nome: nome,
    cp_login: `pessoa.nova${n}`,
    cp_email: `pessoa.nova${n}@example.com`,
    cp_password: `senha-nova-${n}`,
    cp_tipo_user: type,
    cp_escola_id: school,
    cp_cpf: freshCpf(n),
  };
}

export const formFields = (p: NewPerson, extra: Record<string, string> = {}): Record<string, string> => ({
  cp_nome: p.cp_nome,
  cp_login: p.cp_login,
  cp_email: p.cp_email,
  cp_password: p.cp_password,
  cp_tipo_user: String(p.cp_tipo_user),
  cp_escola_id: String(p.cp_escola_id),
  cp_cpf: p.cp_cpf,
  cp_datanascimento: '2000-05-17',
  cp_whatsapp: '(11) 98765-4321',
  cp_end_cidade_estado: 'São Paulo - SP',
  ...extra,
});

export const register = (p: NewPerson, extra: Record<string, string> = {}): RequestSpec => ({
  method: 'POST',
  path: '/register',
  json: formFields(p, extra),
});

export const registered = (a: Answer) => bodyOf<RegisterResponse>(a).userId!;

/** Nobody with this login exists: signing in with it fails like an unknown login. */
export const notRegistered = (p: NewPerson): Step => ({
  as: 'anon',
  request: loginRequest(p.cp_login, p.cp_password),
  expect: error(401, M.wrongCredentials),
});

/** The edit form of a seeded person, with changes. */
export function editJson(who: PersonKey, changes: Record<string, unknown> = {}) {
  const u = P[who];
  return {
    cp_nome: u.cp_nome,
    cp_email: u.cp_email,
    cp_login: u.cp_login,
    cp_tipo_user: u.cp_tipo_user,
    cp_escola_id: u.cp_escola_id,
    cp_cpf: u.cp_cpf,
    cp_datanascimento: SEEDED_USERS.find((s) => s.cp_id === u.cp_id)!.cp_datanascimento,
    ...changes,
  };
}

export const edit = (who: PersonKey | number, json: unknown): RequestSpec =>
  put(`/edit-user/${typeof who === 'number' ? who : id(who)}`, json);

/** The person's record still has its seeded name, login, type and school. */
export const unchanged = (reader: PersonKey, who: PersonKey): Step => ({
  as: reader,
  request: get(`/users/${id(who)}`),
  expect: ok({
    body: {
      cp_nome: P[who].cp_nome,
      cp_login: P[who].cp_login,
      cp_tipo_user: P[who].cp_tipo_user,
      cp_escola_id: P[who].cp_escola_id,
    },
  }),
});

export const stillSignsIn = (who: PersonKey): Step => ({
  as: 'anon',
  request: loginRequest(P[who].cp_login, PASSWORD),
  expect: ok(),
});

export const live = LIVE_USERS;
export const idsWhere = (predicate: (u: Usuario) => boolean) => live.filter(predicate).map((u) => u.cp_id);
export const refs = (predicate: (u: Usuario) => boolean) =>
  live
    .filter(predicate)
    .sort((a, b) => (a.cp_nome < b.cp_nome ? -1 : a.cp_nome > b.cp_nome ? 1 : 0))
    .map((u) => ({ cp_id: u.cp_id, cp_nome: u.cp_nome }));

export const UserList = z.array(Usuario);
