/**
 * Certificates (docs/certificados.md) of some concluded enrolments: the demo
 * student's, one of another school, and one revoked. Drawn from a stream of
 * their own (codes from its bytes): changing them moves no other value of the seed.
 */
import { CODE_BYTES, certificateCode } from '@contract/rules/certificados';
import { toIsoDay } from '@contract/dates';
import { addDays } from './calendar';
import { SEED_NUMBER, type SeedContext } from './context';
import { createRandom } from './prng';
import type { CertificadoRow, Curso, Escola, MatriculaRow, UsuarioRow } from './rows';

/**
 * The seeded certificates, in order: the demo student's concluded enrolment
 * (valid), one of another school (valid), and a third revoked with its
 * reason. The other concluded enrolments have none ('Matrículas concluídas').
 */
const CERTIFIED: readonly {
  concludedDaysAgo: number;
  issuedDaysAgo: number;
  revoked?: { daysAgo: number; motivo: string };
}[] = [
  { concludedDaysAgo: 40, issuedDaysAgo: 35 },
  { concludedDaysAgo: 25, issuedDaysAgo: 20 },
  {
    concludedDaysAgo: 60,
    issuedDaysAgo: 50,
    revoked: { daysAgo: 45, motivo: 'Emitido com a data de conclusão errada; será reemitido após conferência.' },
  },
];

export function buildCertificados(
  ctx: SeedContext,
  seeded: {
    readonly escolas: readonly Escola[];
    readonly cursos: readonly Curso[];
    readonly matriculas: readonly MatriculaRow[];
    readonly demoAluno: UsuarioRow;
  },
): CertificadoRow[] {
  const { today } = ctx;
  const { escolas, cursos, matriculas, demoAluno } = seeded;
  const certRandom = createRandom(SEED_NUMBER + 46);
  const certificados: CertificadoRow[] = [];
  const concluded = matriculas.filter((m) => m.cp_status_matricula === 'concluido');
  const demoConcluded = concluded.find((m) => m.cp_mt_usuario === demoAluno.cp_id);
  const otherSchool = concluded.find((m) => m.cp_mt_escola !== demoAluno.cp_escola_id);
  const revokedOne = concluded.find((m) => m !== demoConcluded && m !== otherSchool);
  if (!demoConcluded || !otherSchool || !revokedOne || concluded.length < CERTIFIED.length + 2) {
    throw new Error('The seed needs concluded enrolments of the demo student and of another school, and two left uncertified');
  }
  const certified = [demoConcluded, otherSchool, revokedOne];
  CERTIFIED.forEach((plan, i) => {
    const m = certified[i]!;
    const student = ctx.usuarios.find((u) => u.cp_id === m.cp_mt_usuario)!;
    const school = escolas.find((e) => e.cp_ec_id === m.cp_mt_escola)!;
    const conclusao = toIsoDay(addDays(today, -plan.concludedDaysAgo));
    if (conclusao < m.cp_mt_primeira_parcela) throw new Error(`Enrolment ${m.cp_mt_id} concludes before it starts`);
    certificados.push({
      cp_cert_id: i + 1,
      cp_cert_codigo: certificateCode(Uint8Array.from({ length: CODE_BYTES }, () => certRandom.int(0, 255))),
      cp_cert_matricula_id: m.cp_mt_id,
      cp_cert_aluno_id: m.cp_mt_usuario,
      cp_cert_escola_id: m.cp_mt_escola,
      cp_cert_aluno_nome: student.cp_nome,
      cp_cert_curso_nome: cursos.find((c) => c.cp_curso_id === m.cp_mt_curso)!.cp_nome_curso,
      cp_cert_escola_nome: school.cp_ec_nome,
      cp_cert_diretor_nome: school.cp_ec_responsavel,
      cp_cert_inicio: m.cp_mt_primeira_parcela,
      cp_cert_conclusao: conclusao,
      cp_cert_emitido_em: `${toIsoDay(addDays(today, -plan.issuedDaysAgo))}T12:00:00.000Z`,
      cp_cert_revogado_em: plan.revoked ? `${toIsoDay(addDays(today, -plan.revoked.daysAgo))}T15:30:00.000Z` : null,
      cp_cert_motivo: plan.revoked?.motivo ?? null,
    });
  });
  return certificados;
}
