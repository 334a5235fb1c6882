/** Usuario lookups shared by the session and users handlers. */
import type { Usuario } from '@contract';
import { SERVER_MESSAGES } from '@contract/messages';
import { sameIdentifier } from '@contract/rules/usuarios';
import type { Caller } from '@contract/access';
import type { MockDb } from '../db/schema';
import type { UsuarioRow } from '../seed/rows';
import { conflict, forbidden, notFound } from './errors';
import { withClass } from './membership';
import { assertReadable, userFacts } from './scope';

export const USER_NOT_FOUND = SERVER_MESSAGES.userNotFound;
export const LOGIN_OR_EMAIL_TAKEN = SERVER_MESSAGES.loginOrEmailTaken;

/** A live (not deleted) user inside the caller's read scope, with their class, or 404. */
export function findReadableUser(db: MockDb, caller: Caller, id: number): Usuario {
  const row = db.usuarios.findFirst((q) => q.where({ cp_id: id }));
  if (!row || row.cp_excluido === 1) throw notFound(USER_NOT_FOUND);
  const user = withClass(db, row);
  assertReadable('usuarios', caller, userFacts(user), USER_NOT_FOUND);
  return user;
}

/** Profile endpoints act on the caller's own account only: anyone else is 403. */
export function assertSelf(caller: Caller, userId: number): void {
  if (caller.userId !== userId) throw forbidden();
}

/** Finds a stored user by login, ignoring case (logins are unique regardless of case). */
export function findUserByLogin(db: MockDb, login: string): UsuarioRow | undefined {
  if (login.trim() === '') return undefined;
  return db.usuarios.findFirst((q) => q.where({ cp_login: (l) => sameIdentifier(l, login) }));
}

/** 409 when another user (deleted ones included, as a unique index would) has the login or e-mail. */
export function assertLoginAndEmailFree(db: MockDb, userId: number | null, login: string, email: string): void {
  const clash = db.usuarios.findFirst((q) =>
    q.where((u) => u.cp_id !== userId && (sameIdentifier(u.cp_login, login) || sameIdentifier(u.cp_email, email))),
  );
  if (clash) throw conflict(LOGIN_OR_EMAIL_TAKEN);
}
