/** The demo accounts shown to testers: one per user type, all in school 1. */
import type { UserType } from '@contract';
import { USER_TYPE_LABELS } from '@/domain/roles';

export const DEMO_PASSWORD = 'senha123';

export interface DemoLogin {
  readonly login: string;
  readonly password: string;
  readonly type: UserType;
  readonly label: string;
}

const demo = (login: string, type: UserType): DemoLogin => ({
  login,
  password: DEMO_PASSWORD,
  type,
  label: USER_TYPE_LABELS[type],
});

export const DEMO_LOGINS: readonly DemoLogin[] = [
  demo('gestor', 1),
  demo('diretor', 2),
  demo('secretaria', 3),
  demo('professor', 4),
  demo('aluno', 5),
];
