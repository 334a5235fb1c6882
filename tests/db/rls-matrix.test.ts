// @vitest-environment node
/**
 * Runs every cell of the RLS matrix (./rls-matrix.ts) against the real
 * migrations: fixture inserted by the owner, statement run as the caller
 * exactly as PostgREST would, outcome compared, transaction rolled back.
 */
import { describe, expect, it } from 'vitest';
import { inRole, userClaims, withRollback, type Identity } from './harness/as-user.ts';
import type { Queryable } from './harness/db.ts';
import {
  authIdOf,
  AUDIOS,
  audioFile,
  type AudioKey,
  type AudioOp,
  cursoPdf,
  CURSO_NAMES,
  CURSOS,
  GRANT_HOLDER,
  MATERIAIS,
  materialImage,
  materialPdf,
  OWN_UPLOAD_PLACES,
  ownUpload,
  ownUploadId,
  type MaterialKey,
  type MaterialOp,
  type MaterialTable,
  type PermissaoOp,
  MATRICULAS,
  MATRIX_TABLES,
  MEMBERS,
  OTHER_BUCKET,
  PARCELAS,
  PEOPLE,
  RLS_MATRIX,
  SCHOOLS,
  SPARE_AUTH_ID,
  type Caller,
  type Cell,
  type CursoOp,
  type MatriculaChange,
  type MatriculaKey,
  type MatriculaOp,
  type MemberOp,
  type Outcome,
  type ParcelaChange,
  type ParcelaKey,
  type ParcelaOp,
  type Person,
  type ProfileChange,
  type ProfileOp,
  type SchoolOp,
  type ObjectKey,
  type StorageOp,
  type Target,
  type TentativaOp,
  UPLOADS,
  type UploadKey,
  type UploadOp,
  uploadObject,
  TURMAS,
  type TurmaOp,
  CHAMADA_IDS,
  CLASS_RECORDS,
  NOTA_IDS,
  OUVIDOS,
  RESUMOS,
  resumoFile,
  type ChamadaOp,
  type NotaOp,
  type OuvidoOp,
  type RecordKey,
  type ResumoKey,
  type ResumoOp,
  CERT_MATRICULAS,
  CERTIFICADOS,
  type CertificadoOp,
  EVENTOS,
  type EventoKey,
  type EventoOp,
} from './rls-matrix.ts';
import { sqlState, testDatabase } from './support.ts';

const getDb = testDatabase();

const people = Object.entries(PEOPLE) as [Person, (typeof PEOPLE)[Person]][];
const FIXTURE_IDS = people.map(([, v]) => v.id);
const photoName = (person: Person) => `${PEOPLE[person].id}/foto.png`;
const matriculas = Object.entries(MATRICULAS) as [MatriculaKey, (typeof MATRICULAS)[MatriculaKey]][];
const uploads = Object.entries(UPLOADS) as [UploadKey, (typeof UPLOADS)[UploadKey]][];

const splitPath = (path: string) => ({ bucket: path.slice(0, path.indexOf('/')), name: path.slice(path.indexOf('/') + 1) });
const COURSE_OBJECTS: readonly ObjectKey[] = ['trackUsed', 'trackFree', 'pdfUsed', 'pdfFree'];
const MATERIAL_OBJECTS: readonly ObjectKey[] = [
  'matPdfKids',
  'matPdfDeutsch',
  'matImageKids',
  'extraPdfKids',
  'extraPdfDeutsch',
  'extraImageKids',
];
const materiais = Object.entries(MATERIAIS) as [MaterialKey, (typeof MATERIAIS)[MaterialKey]][];
const records = Object.entries(CLASS_RECORDS) as [RecordKey, (typeof CLASS_RECORDS)[RecordKey]][];
const resumos = Object.entries(RESUMOS) as [ResumoKey, (typeof RESUMOS)[ResumoKey]][];
const RESUMO_OBJECTS: readonly ObjectKey[] = ['resumoFileTA1', 'resumoFileTB1'];

/** Where a fixture object is. */
function objectOf(key: ObjectKey): { bucket: string; name: string } {
  switch (key) {
    case 'photoDiretorA':
      return { bucket: 'avatars', name: photoName('diretorA') };
    case 'photoProfessorA':
      return { bucket: 'avatars', name: photoName('professorA') };
    case 'photoAlunoA':
      return { bucket: 'avatars', name: photoName('alunoA') };
    case 'photoAlunoB':
      return { bucket: 'avatars', name: photoName('alunoB') };
    case 'other':
      return { bucket: OTHER_BUCKET, name: photoName('alunoA') };
    case 'trackUsed':
      return splitPath(audioFile('used1'));
    case 'trackFree':
      return splitPath(audioFile('free1'));
    case 'pdfUsed':
      return splitPath(cursoPdf('used'));
    case 'pdfFree':
      return splitPath(cursoPdf('free'));
    case 'matPdfKids':
      return splitPath(materialPdf('materiais', 'kids'));
    case 'matPdfDeutsch':
      return splitPath(materialPdf('materiais', 'deutsch'));
    case 'matImageKids':
      return splitPath(materialImage('materiais', 'kids'));
    case 'extraPdfKids':
      return splitPath(materialPdf('materiais_extra', 'kids'));
    case 'extraPdfDeutsch':
      return splitPath(materialPdf('materiais_extra', 'deutsch'));
    case 'extraImageKids':
      return splitPath(materialImage('materiais_extra', 'kids'));
    case 'resumoFileTA1':
      return splitPath(resumoFile('TA1'));
    case 'resumoFileTB1':
      return splitPath(resumoFile('TB1'));
    default:
      return uploadObject(key);
  }
}
const FIXTURE_OBJECTS: readonly ObjectKey[] = [
  'photoDiretorA',
  'photoProfessorA',
  'photoAlunoA',
  'photoAlunoB',
  'pendingA',
  'usedA',
  'audioD',
  'other',
];

const FIXTURE_SQL = `
insert into public.escolas (cp_ec_id, cp_ec_nome, cp_ec_responsavel, cp_ec_endereco_rua, cp_ec_endereco_numero,
  cp_ec_endereco_cidade, cp_ec_endereco_bairro, cp_ec_endereco_estado, cp_ec_data_cadastro)
values
${Object.entries(SCHOOLS)
  .map(([k, id]) => `  (${id}, 'RLS Escola ${k}', 'Diretor ${k}', 'Rua ${k}', '1', 'Cidade', 'Centro', 'SP', date '2020-01-01')`)
  .join(',\n')};

insert into auth.users (id, aud, role, email) values
${[
  ...people.map(([k]) => `  ('${authIdOf(k)}', 'authenticated', 'authenticated', 'rls.${k.toLowerCase()}@example.test')`),
  `  ('${SPARE_AUTH_ID}', 'authenticated', 'authenticated', 'rls.novo@example.test')`,
].join(',\n')};

insert into public.profiles (cp_id, auth_user_id, cp_nome, cp_email, cp_login, cp_tipo_user, cp_cpf,
  cp_datanascimento, cp_escola_id, cp_excluido, cp_foto_perfil)
values
${people
  .map(
    ([k, v]) =>
      `  (${v.id}, '${authIdOf(k)}', 'RLS ${k}', 'rls.${k.toLowerCase()}@example.test', 'rls.${k.toLowerCase()}', ${v.type}, ` +
      `'rls-cpf-${v.id}', date '1990-05-10', ${SCHOOLS[v.school]}, ${'deleted' in v && v.deleted ? 1 : 0}, ` +
      `${'photo' in v && v.photo ? `'avatars/${photoName(k)}'` : 'null'})`,
  )
  .join(',\n')};

insert into public.cursos (cp_curso_id, cp_nome_curso, cp_pdf1_curso) values
  (${CURSOS.used}, '${CURSO_NAMES.used}', '${cursoPdf('used')}'), (${CURSOS.free}, '${CURSO_NAMES.free}', '${cursoPdf('free')}'),
  (${CURSOS.vazio}, '${CURSO_NAMES.vazio}', null);

insert into public.audios (cp_audio_id, cp_curso_id, cp_nome_audio, cp_arquivo_audio) values
${(Object.keys(AUDIOS) as AudioKey[])
  .map((k) => `  (${AUDIOS[k].id}, ${CURSOS[AUDIOS[k].curso]}, 'RLS Faixa ${k}', '${audioFile(k)}')`)
  .join(',\n')};

insert into public.turmas (cp_tr_id, cp_tr_nome, cp_tr_data, cp_tr_id_professor, cp_tr_id_escola, cp_tr_curso_id) values
${Object.entries(TURMAS)
  .map(
    ([k, v]) => `  (${v.id}, 'RLS Turma ${k}', date '2024-02-01', ${PEOPLE[v.teacher].id}, ${SCHOOLS[v.school]}, ${CURSOS.used})`,
  )
  .join(',\n')};

insert into public.turma_alunos (cp_tr_id, cp_aluno_id) values
${Object.entries(MEMBERS)
  .map(([student, turma]) => `  (${TURMAS[turma].id}, ${PEOPLE[student as Person].id})`)
  .join(',\n')};

insert into public.matriculas (cp_mt_id, cp_mt_curso, cp_mt_escola, cp_mt_usuario, cp_mt_nome_usuario,
  cp_mt_cadastro_usuario, cp_mt_valor_curso, cp_mt_quantas_parcelas, cp_mt_primeira_parcela, cp_mt_tipo_pagamento,
  cp_mt_valor_mensalidade)
values
${matriculas
  .map(([k, v]) => {
    const student = PEOPLE[v.student];
    const plan = v.tipo === 'parcelado' ? `${v.valorCurso}, ${v.quantasParcelas}` : 'null, null';
    const fee = v.tipo === 'mensalidade' ? String(v.valorMensalidade) : 'null';
    return (
      `  (${v.id}, ${CURSOS.used}, ${SCHOOLS[v.school]}, ${student.id}, 'RLS ${v.student} ${k}', 'rls-cpf-${student.id}', ` +
      `${plan}, date '2025-02-10', '${v.tipo}', ${fee})`
    );
  })
  .join(',\n')};

insert into public.parcelas ("cp_mtPar_id", cp_mt_id, cp_mt_escola, cp_mt_usuario, "cp_mtPar_numero",
  "cp_mtPar_dataParcela", "cp_mtPar_valorParcela", "cp_mtPar_status")
values
${Object.values(PARCELAS)
  .map((v) => {
    const mt = MATRICULAS[v.matricula];
    return (
      `  (${v.id}, ${mt.id}, ${SCHOOLS[mt.school]}, ${PEOPLE[mt.student].id}, ${v.numero}, date '${v.data}', ` +
      `${v.valor}, '${v.pago ? 'Pago' : 'à vencer'}')`
    );
  })
  .join(',\n')};

insert into public.materiais (cp_mat_id, cp_mat_titulo, "cp_mat_arquivoPdf", cp_mat_miniatura, cp_mat_extra_date,
  cp_mat_extra_codigos, "cp_mat_permitirDownload")
values
${materiais
  .map(
    ([k, v]) =>
      `  (${v.id}, 'RLS Treinamento ${k}', '${materialPdf('materiais', k)}', ` +
      `${k === 'kids' ? `'${materialImage('materiais', k)}'` : 'null'}, date '2025-03-01', '${v.codes}', ${v.download})`,
  )
  .join(',\n')};

insert into public.materiais_extra (cp_mat_extra_id, cp_mat_extra_title, cp_mat_extra_pdf1, cp_mat_extra_thumbnail,
  cp_mat_extra_date, cp_mat_extra_codigos, "cp_mat_extra_permitirDownload")
values
${materiais
  .map(
    ([k, v]) =>
      `  (${v.id}, 'RLS Extra ${k}', '${materialPdf('materiais_extra', k)}', ` +
      `${k === 'kids' ? `'${materialImage('materiais_extra', k)}'` : 'null'}, date '2025-03-01', '${v.codes}', ${v.download})`,
  )
  .join(',\n')};

insert into public.permissoes (cp_usuario_id, cp_permissao, cp_concedida_por) values
  (${PEOPLE[GRANT_HOLDER].id}, 'materialExtra', ${PEOPLE.gestor.id});

insert into public.chamadas (cp_ch_id, cp_ch_turma_id, cp_ch_aluno_id, cp_ch_data, cp_ch_hora, cp_ch_status) values
${records
  .map(
    ([k, v]) => `  (${CHAMADA_IDS[k]}, ${TURMAS[v.turma].id}, ${PEOPLE[v.aluno].id}, date '${v.data}', time '19:00', 'Presente')`,
  )
  .join(',\n')};

insert into public.notas (cp_nota_id, cp_nota_turma_id, cp_nota_aluno_id, cp_nota_data, cp_nota_workbook, cp_nota_prova) values
${records.map(([k, v]) => `  (${NOTA_IDS[k]}, ${TURMAS[v.turma].id}, ${PEOPLE[v.aluno].id}, date '${v.data}', 7.5, 8)`).join(',\n')};

insert into public.resumos (cp_res_id, cp_res_turma_id, cp_res_data, cp_res_hora, cp_res_aula, cp_res_resumo, cp_res_arquivo) values
${resumos
  .map(
    ([k, v]) =>
      `  (${v.id}, ${TURMAS[v.turma].id}, date '2025-03-03', time '20:30', 'RLS Aula ${k}', 'Resumo ${k}', ` +
      `${v.file ? `'${resumoFile(k)}'` : 'null'})`,
  )
  .join(',\n')};

insert into public.audios_ouvidos (cp_aluno_id, cp_audio_id) values
${Object.entries(OUVIDOS)
  .map(([student, audio]) => `  (${PEOPLE[student as Person].id}, ${AUDIOS[audio].id})`)
  .join(',\n')};

insert into storage.buckets (id, name, public) values ('${OTHER_BUCKET}', '${OTHER_BUCKET}', false);

insert into public.matriculas (cp_mt_id, cp_mt_curso, cp_mt_escola, cp_mt_usuario, cp_mt_nome_usuario,
  cp_mt_cadastro_usuario, cp_mt_primeira_parcela, cp_status_matricula, cp_mt_tipo_pagamento, cp_mt_valor_mensalidade)
values
${Object.entries(CERT_MATRICULAS)
  .map(
    ([k, v]) =>
      `  (${v.id}, ${CURSOS.used}, ${SCHOOLS[v.school]}, ${PEOPLE[v.student].id}, 'RLS ${v.student} ${k}', ` +
      `'rls-cpf-${PEOPLE[v.student].id}', date '2024-02-10', '${v.status}', 'mensalidade', 150)`,
  )
  .join(',\n')};

-- The texts, school, student and start are filled by certificados_freeze; a revoked one is inserted revoked.
insert into public.certificados (cp_cert_id, cp_cert_matricula_id, cp_cert_codigo, cp_cert_conclusao, cp_cert_emitido_em,
  cp_cert_revogado_em, cp_cert_motivo)
values
${Object.values(CERTIFICADOS)
  .map(
    (v) =>
      `  (${v.id}, ${CERT_MATRICULAS[v.matricula].id}, '${v.code}', date '2025-06-01', timestamptz '2025-06-05 12:00Z', ` +
      `${v.revoked ? "timestamptz '2025-06-20 12:00Z', 'RLS revogado'" : 'null, null'})`,
  )
  .join(',\n')};

-- Agenda events: all day on 2025-03-10, but turmaTA1's at 19:00–20:30; a class event names its class's school.
insert into public.agenda_eventos (cp_ev_id, cp_ev_titulo, cp_ev_inicio, cp_ev_fim, cp_ev_dia_inteiro, cp_ev_escopo,
  cp_ev_escola_id, cp_ev_turma_id, cp_ev_autor_id)
values
${(Object.entries(EVENTOS) as [EventoKey, (typeof EVENTOS)[EventoKey]][])
  .map(([k, v]) => {
    const turma = 'turma' in v ? TURMAS[v.turma] : null;
    const escola = turma ? SCHOOLS[turma.school] : 'escola' in v ? SCHOOLS[v.escola] : null;
    const times = k === 'turmaTA1' ? "'2025-03-10 19:00', '2025-03-10 20:30', false" : "'2025-03-10', '2025-03-11', true";
    return `  (${v.id}, 'RLS Evento ${k}', ${times}, '${v.escopo}', ${escola ?? 'null'}, ${turma?.id ?? 'null'}, ${PEOPLE[v.autor].id})`;
  })
  .join(',\n')};

-- Every fixture person's unclaimed upload per place, for the cells that write a file column (ownUpload).
insert into public.uploads (id, kind, bucket, object_name, file_name, content_type, size, cp_id, claimed_at) values
${FIXTURE_IDS.flatMap((personId) =>
  OWN_UPLOAD_PLACES.map((o) => {
    const id = ownUploadId(personId, o.bucket);
    return `  ('${id}', '${o.kind}', '${o.bucket}', '${personId}/${id}.${o.ext}', 'arquivo', 'x/y', 10, ${personId}, null)`;
  }),
).join(',\n')};

insert into public.uploads (id, kind, bucket, object_name, file_name, content_type, size, cp_id, claimed_at) values
${uploads
  .map(([k, v]) => {
    const o = uploadObject(k);
    return `  ('${v.id}', '${v.kind}', '${o.bucket}', '${o.name}', 'arquivo', 'x/y', 10, ${PEOPLE[v.owner].id}, ${v.claimed ? 'now()' : 'null'})`;
  })
  .join(',\n')};

insert into storage.objects (bucket_id, name, owner_id) values
${[
  ...people.filter(([, v]) => 'photo' in v && v.photo).map(([k]) => `  ('avatars', '${photoName(k)}', '${authIdOf(k)}')`),
  ...uploads
    .filter(([, v]) => v.stored)
    .map(([k, v]) => `  ('${uploadObject(k).bucket}', '${uploadObject(k).name}', '${authIdOf(v.owner)}')`),
  `  ('${OTHER_BUCKET}', '${photoName('alunoA')}', '${authIdOf('alunoA')}')`,
  ...[...COURSE_OBJECTS, ...MATERIAL_OBJECTS, ...RESUMO_OBJECTS].map(
    (k) => `  ('${objectOf(k).bucket}', '${objectOf(k).name}', null)`,
  ),
].join(',\n')};
`;

function identityOf(caller: Caller): Identity {
  if (caller === 'anon') return 'anon';
  return userClaims(authIdOf(caller), `rls.${caller.toLowerCase()}@example.test`);
}

function personOf(target: Exclude<Target, 'fixtures'>, caller: Caller): Person {
  if (target !== 'self') return target;
  if (caller === 'anon') throw new Error('anon has no own row');
  return caller;
}

const PROFILE_CHANGES: Record<ProfileChange, [column: string, value: unknown]> = {
  cp_nome: ['cp_nome', 'Nome Alterado'],
  cp_email: ['cp_email', 'rls.alterado@example.test'],
  cp_login: ['cp_login', 'rls.alterado'],
  cp_foto_perfil: ['cp_foto_perfil', 'avatars/nova.png'],
  cp_descricao: ['cp_descricao', 'alterado'],
  'cp_tipo_user=1': ['cp_tipo_user', 1],
  'cp_tipo_user=2': ['cp_tipo_user', 2],
  'cp_escola_id=B': ['cp_escola_id', SCHOOLS.B],
  'cp_excluido=0': ['cp_excluido', 0],
  'cp_excluido=1': ['cp_excluido', 1],
  auth_user_id: ['auth_user_id', SPARE_AUTH_ID],
};

/** The statement a cell runs, as the caller. Every write says `returning`. */
function statement(cell: Cell): { sql: string; params: unknown[] } {
  switch (cell.table) {
    case 'profiles':
      return profileStatement(cell.op, cell.as);
    case 'escolas':
      return schoolStatement(cell.op);
    case 'storage.objects':
      return storageStatement(cell.op);
    case 'uploads':
      return uploadStatement(cell.op, cell.as);
    case 'cursos':
      return cursoStatement(cell.op, cell.as);
    case 'audios':
      return audioStatement(cell.op, cell.as);
    case 'turmas':
      return turmaStatement(cell.op);
    case 'turma_alunos':
      return memberStatement(cell.op, cell.as);
    case 'matriculas':
      return matriculaStatement(cell.op);
    case 'parcelas':
      return parcelaStatement(cell.op);
    case 'materiais':
    case 'materiais_extra':
      return materialStatement(cell.table, cell.op, cell.as);
    case 'permissoes':
      return permissaoStatement(cell.op);
    case 'chamadas':
      return chamadaStatement(cell.op);
    case 'notas':
      return notaStatement(cell.op);
    case 'resumos':
      return resumoStatement(cell.op, cell.as);
    case 'audios_ouvidos':
      return ouvidoStatement(cell.op);
    case 'certificados':
      return certificadoStatement(cell.op);
    case 'agenda_eventos':
      return eventoStatement(cell.op);
    case 'private.tentativas':
      return tentativaStatement(cell.op);
  }
}

function tentativaStatement(op: TentativaOp): { sql: string; params: unknown[] } {
  return {
    select: { sql: 'select acao, chave, falhas from private.tentativas', params: [] },
    insert: {
      sql: "insert into private.tentativas (acao, chave, falhas, esquecer_em) values ('login', $1, 0, now()) returning chave",
      params: ['login:rls'],
    },
    update: { sql: 'update private.tentativas set falhas = 0, bloqueado_ate = null returning chave', params: [] },
    delete: { sql: 'delete from private.tentativas returning chave', params: [] },
  }[op.action];
}

function eventoStatement(op: EventoOp): { sql: string; params: unknown[] } {
  const ids = Object.values(EVENTOS).map((v) => v.id);
  switch (op.action) {
    case 'select':
      return {
        sql: 'select cp_ev_id from public.agenda_eventos where cp_ev_id = any($1::bigint[])',
        params: [op.evento === 'fixtures' ? ids : [EVENTOS[op.evento].id]],
      };
    case 'insert': {
      const turma = op.turma === undefined ? null : TURMAS[op.turma];
      const escola = op.escola !== undefined ? SCHOOLS[op.escola] : turma ? SCHOOLS[turma.school] : null;
      const [inicio, fim] = {
        none: ['2025-04-01 00:00', '2025-04-02 00:00'],
        autor: ['2025-04-01 00:00', '2025-04-02 00:00'],
        'dia-inteiro-hora': ['2025-04-01 10:00', '2025-04-01 11:00'],
        'fim-antes': ['2025-04-02 00:00', '2025-04-01 00:00'],
      }[op.set ?? 'none']!;
      const author = op.set === 'autor' ? ['cp_ev_autor_id, ', `${PEOPLE.diretorA.id}, `] : ['', ''];
      return {
        sql: `insert into public.agenda_eventos (${author[0]}cp_ev_titulo, cp_ev_inicio, cp_ev_fim, cp_ev_dia_inteiro, cp_ev_escopo,
                cp_ev_escola_id, cp_ev_turma_id)
              values (${author[1]}'RLS novo evento', $1::timestamp, $2::timestamp, true, $3, $4, $5) returning cp_ev_id`,
        params: [inicio, fim, op.escopo, escola, turma?.id ?? null],
      };
    }
    case 'update': {
      const set = {
        mover: "cp_ev_inicio = cp_ev_inicio + interval '1 day', cp_ev_fim = cp_ev_fim + interval '1 day'",
        'fim-antes': "cp_ev_fim = cp_ev_inicio - interval '1 day'",
        escopo: "cp_ev_escopo = 'pessoal'",
        escola: `cp_ev_escola_id = ${SCHOOLS.B}`,
        autor: `cp_ev_autor_id = ${PEOPLE.gestor.id}`,
      }[op.set];
      return {
        sql: `update public.agenda_eventos set ${set} where cp_ev_id = $1 returning cp_ev_id`,
        params: [EVENTOS[op.evento].id],
      };
    }
    case 'delete':
      return {
        sql: 'delete from public.agenda_eventos where cp_ev_id = $1 returning cp_ev_id',
        params: [EVENTOS[op.evento].id],
      };
  }
}

function certificadoStatement(op: CertificadoOp): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      if (op.cert === 'verificar')
        return { sql: 'select * from private.verificar_certificado($1)', params: [CERTIFICADOS.CA.code] };
      return op.cert === 'fixtures'
        ? {
            sql: 'select cp_cert_id from public.certificados where cp_cert_id = any($1::bigint[])',
            params: [Object.values(CERTIFICADOS).map((v) => v.id)],
          }
        : { sql: 'select cp_cert_id from public.certificados where cp_cert_id = $1', params: [CERTIFICADOS[op.cert].id] };
    case 'insert': {
      const code =
        {
          'codigo-invalido': 'abcd-efgh-jkmn-pqrs-tvwx',
          'codigo-de-outro': CERTIFICADOS.CB.code,
        }[op.set as string] ?? '9130-0000-0000-0000-00ZZ';
      const extra = { texto: ['cp_cert_aluno_nome, ', "'Outro Nome', "], id: ['cp_cert_id, ', '913199, '] }[op.set as string] ?? [
        '',
        '',
      ];
      const conclusao = op.set === 'conclusao-futura' ? 'current_date + 2' : "date '2025-06-01'";
      return {
        sql: `insert into public.certificados (${extra[0]}cp_cert_matricula_id, cp_cert_codigo, cp_cert_conclusao)
              values (${extra[1]}$1, $2, ${conclusao}) returning cp_cert_id`,
        params: [CERT_MATRICULAS[op.matricula].id, code],
      };
    }
    case 'update': {
      const set = {
        revogar: "cp_cert_revogado_em = now(), cp_cert_motivo = 'RLS motivo'",
        motivo: "cp_cert_motivo = 'RLS motivo'",
        codigo: "cp_cert_codigo = '9130-0000-0000-0000-00ZY'",
      }[op.set];
      return {
        sql: `update public.certificados set ${set} where cp_cert_id = $1 returning cp_cert_id`,
        params: [CERTIFICADOS[op.cert].id],
      };
    }
    case 'delete':
      return {
        sql: 'delete from public.certificados where cp_cert_id = $1 returning cp_cert_id',
        params: [CERTIFICADOS[op.cert].id],
      };
  }
}

/** The day of a new record: one the student has no record of in that class, or (`taken`) the one they have. */
function recordDay(turma: string, aluno: Person, day: 'taken' | undefined): string {
  if (day === undefined) return '2025-04-01';
  const taken = records.find(([, v]) => v.turma === turma && v.aluno === aluno);
  if (!taken) throw new Error(`No record of ${aluno} in ${turma}`);
  return taken[1].data;
}

function chamadaStatement(op: ChamadaOp): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return {
        sql: 'select cp_ch_id from public.chamadas where cp_ch_id = any($1::bigint[])',
        params: [op.record === 'fixtures' ? Object.values(CHAMADA_IDS) : [CHAMADA_IDS[op.record]]],
      };
    case 'insert': {
      const id = op.set === 'id' ? ['cp_ch_id, ', '912099, '] : ['', ''];
      return {
        sql: `insert into public.chamadas (${id[0]}cp_ch_turma_id, cp_ch_aluno_id, cp_ch_data, cp_ch_hora, cp_ch_status)
              values (${id[1]}$1, $2, $3::date, time '19:00', 'Ausente') returning cp_ch_id`,
        params: [TURMAS[op.turma].id, PEOPLE[op.aluno].id, recordDay(op.turma, op.aluno, op.day)],
      };
    }
    case 'update': {
      const set = {
        status: "cp_ch_status = 'Justificado'",
        data: "cp_ch_data = date '2025-05-05'",
        turma: `cp_ch_turma_id = ${TURMAS.TA2.id}`,
      }[op.set];
      return {
        sql: `update public.chamadas set ${set} where cp_ch_id = $1 returning cp_ch_id`,
        params: [CHAMADA_IDS[op.record]],
      };
    }
    case 'delete':
      return { sql: 'delete from public.chamadas where cp_ch_id = $1 returning cp_ch_id', params: [CHAMADA_IDS[op.record]] };
  }
}

function notaStatement(op: NotaOp): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return {
        sql: 'select cp_nota_id from public.notas where cp_nota_id = any($1::bigint[])',
        params: [op.record === 'fixtures' ? Object.values(NOTA_IDS) : [NOTA_IDS[op.record]]],
      };
    case 'insert': {
      const id = op.set === 'id' ? ['cp_nota_id, ', '912199, '] : ['', ''];
      return {
        sql: `insert into public.notas (${id[0]}cp_nota_turma_id, cp_nota_aluno_id, cp_nota_data, cp_nota_workbook, cp_nota_prova)
              values (${id[1]}$1, $2, $3::date, $4, 6) returning cp_nota_id`,
        params: [
          TURMAS[op.turma].id,
          PEOPLE[op.aluno].id,
          recordDay(op.turma, op.aluno, op.day),
          op.set === 'out-of-range' ? 10.5 : 9,
        ],
      };
    }
    case 'update': {
      const set = {
        grades: 'cp_nota_workbook = 4, cp_nota_prova = 5.5',
        'out-of-range': 'cp_nota_prova = 10.1',
        aluno: `cp_nota_aluno_id = ${PEOPLE.alunoA2.id}`,
      }[op.set];
      return {
        sql: `update public.notas set ${set} where cp_nota_id = $1 returning cp_nota_id`,
        params: [NOTA_IDS[op.record]],
      };
    }
    case 'delete':
      return { sql: 'delete from public.notas where cp_nota_id = $1 returning cp_nota_id', params: [NOTA_IDS[op.record]] };
  }
}

function resumoStatement(op: ResumoOp, caller: Caller): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return {
        sql: 'select cp_res_id from public.resumos where cp_res_id = any($1::bigint[])',
        params: [op.resumo === 'fixtures' ? resumos.map(([, v]) => v.id) : [RESUMOS[op.resumo].id]],
      };
    case 'insert': {
      const file =
        op.file === 'own'
          ? ownUpload('resumos', caller)
          : op.file === 'other'
            ? resumoFile('TA1')
            : op.file === 'elsewhere'
              ? ownUpload('avatars', caller)
              : null;
      return {
        sql: `insert into public.resumos (cp_res_turma_id, cp_res_data, cp_res_hora, cp_res_aula, cp_res_resumo, cp_res_arquivo)
              values ($1, date '2025-04-01', time '20:30', 'RLS Aula nova', 'Resumo novo', $2) returning cp_res_id`,
        params: [TURMAS[op.turma].id, file],
      };
    }
    case 'update': {
      const set = {
        aula: "cp_res_aula = 'RLS Aula renomeada'",
        'file-own': `cp_res_arquivo = '${ownUpload('resumos', caller)}'`,
        'file-other': `cp_res_arquivo = '${resumoFile('TB1')}'`,
        'file-none': 'cp_res_arquivo = null',
        turma: `cp_res_turma_id = ${TURMAS.TA2.id}`,
      }[op.set];
      return {
        sql: `update public.resumos set ${set} where cp_res_id = $1 returning cp_res_id`,
        params: [RESUMOS[op.resumo].id],
      };
    }
    case 'delete':
      return { sql: 'delete from public.resumos where cp_res_id = $1 returning cp_res_id', params: [RESUMOS[op.resumo].id] };
  }
}

function ouvidoStatement(op: OuvidoOp): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return op.student === 'fixtures'
        ? { sql: 'select cp_aluno_id from public.audios_ouvidos where cp_aluno_id = any($1::bigint[])', params: [FIXTURE_IDS] }
        : { sql: 'select cp_aluno_id from public.audios_ouvidos where cp_aluno_id = $1', params: [PEOPLE[op.student].id] };
    case 'insert':
      return {
        sql: 'insert into public.audios_ouvidos (cp_aluno_id, cp_audio_id) values ($1, $2) returning cp_aluno_id',
        params: [PEOPLE[op.student].id, AUDIOS[op.audio].id],
      };
    case 'update':
      return {
        sql: 'update public.audios_ouvidos set cp_ouvido_em = now() where cp_aluno_id = $1 returning cp_aluno_id',
        params: [PEOPLE[op.student].id],
      };
    case 'delete':
      return {
        sql: 'delete from public.audios_ouvidos where cp_aluno_id = $1 returning cp_aluno_id',
        params: [PEOPLE[op.student].id],
      };
  }
}

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

/** `set` clauses of an enrolment update (MA's course value + 10 no longer matches its installments). */
const MATRICULA_CHANGES: Record<MatriculaChange, string> = {
  cp_status_matricula: "cp_status_matricula = 'trancado'",
  cp_mt_valor_curso: 'cp_mt_valor_curso = cp_mt_valor_curso + 10',
  'cp_mt_escola=B': `cp_mt_escola = ${SCHOOLS.B}`,
  cp_mt_usuario: `cp_mt_usuario = ${PEOPLE.alunoA2.id}`,
  cp_mt_id: 'cp_mt_id = 910799',
  cp_mt_nome_usuario: "cp_mt_nome_usuario = 'Outro Nome'",
};

function matriculaStatement(op: MatriculaOp): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return op.matricula === 'fixtures'
        ? {
            sql: 'select cp_mt_id from public.matriculas where cp_mt_id = any($1::bigint[])',
            params: [matriculas.map(([, v]) => v.id)],
          }
        : { sql: 'select cp_mt_id from public.matriculas where cp_mt_id = $1', params: [MATRICULAS[op.matricula].id] };
    case 'insert': {
      const student = PEOPLE[op.student].id;
      const params = [CURSOS.used, SCHOOLS[op.school], student, `RLS ${op.student} nova`, `rls-cpf-${student}`];
      if (op.kind === 'parcelado') {
        return {
          sql: `insert into public.matriculas (cp_mt_curso, cp_mt_escola, cp_mt_usuario, cp_mt_nome_usuario,
                  cp_mt_cadastro_usuario, cp_mt_primeira_parcela, cp_mt_tipo_pagamento, cp_mt_valor_curso,
                  cp_mt_quantas_parcelas)
                values ($1, $2, $3, $4, $5, date '2025-06-10', 'parcelado', 600, 3)
                returning cp_mt_id`,
          params,
        };
      }
      const id = op.kind === 'cp_mt_id' ? ['cp_mt_id, ', '910799, '] : ['', ''];
      return {
        sql: `insert into public.matriculas (${id[0]}cp_mt_curso, cp_mt_escola, cp_mt_usuario, cp_mt_nome_usuario,
                cp_mt_cadastro_usuario, cp_mt_primeira_parcela, cp_mt_tipo_pagamento, cp_mt_valor_mensalidade)
              values (${id[1]}$1, $2, $3, $4, $5, date '2025-06-10', 'mensalidade', 180)
              returning cp_mt_id`,
        params,
      };
    }
    case 'update':
      return {
        sql: `update public.matriculas set ${MATRICULA_CHANGES[op.set]} where cp_mt_id = $1 returning cp_mt_id`,
        params: [MATRICULAS[op.matricula].id],
      };
    case 'delete':
      return {
        sql: 'delete from public.matriculas where cp_mt_id = $1 returning cp_mt_id',
        params: [MATRICULAS[op.matricula].id],
      };
  }
}

/** `set` clauses of an installment update (camelCase columns are quoted). */
const PARCELA_CHANGES: Record<ParcelaChange, string> = {
  'status=Pago': `"cp_mtPar_status" = 'Pago'`,
  'status=à vencer': `"cp_mtPar_status" = 'à vencer'`,
  dataParcela: `"cp_mtPar_dataParcela" = date '2025-12-01'`,
  valorParcela: '"cp_mtPar_valorParcela" = "cp_mtPar_valorParcela" + 1',
  numero: '"cp_mtPar_numero" = 13',
  'cp_mt_escola=B': `cp_mt_escola = ${SCHOOLS.B}`,
  cp_mt_id: `cp_mt_id = ${MATRICULAS.MA2.id}`,
  cp_mt_usuario: `cp_mt_usuario = ${PEOPLE.alunoA2.id}`,
};

function parcelaStatement(op: ParcelaOp): { sql: string; params: unknown[] } {
  const idOf = (parcela: ParcelaKey) => PARCELAS[parcela].id;
  switch (op.action) {
    case 'select':
      return op.parcela === 'fixtures'
        ? {
            sql: 'select "cp_mtPar_id" from public.parcelas where "cp_mtPar_id" = any($1::bigint[])',
            params: [Object.values(PARCELAS).map((v) => v.id)],
          }
        : { sql: 'select "cp_mtPar_id" from public.parcelas where "cp_mtPar_id" = $1', params: [idOf(op.parcela)] };
    case 'insert': {
      const mt = MATRICULAS[op.matricula];
      const next = Object.values(PARCELAS).filter((v) => v.matricula === op.matricula).length + 1;
      const id = op.set === 'cp_mtPar_id' ? ['"cp_mtPar_id", ', '910899, '] : ['', ''];
      return {
        sql: `insert into public.parcelas (${id[0]}cp_mt_id, cp_mt_escola, cp_mt_usuario, "cp_mtPar_numero",
                "cp_mtPar_dataParcela", "cp_mtPar_valorParcela")
              values (${id[1]}$1, $2, $3, $4, date '2025-12-10', 90)
              returning "cp_mtPar_id"`,
        params: [mt.id, SCHOOLS[op.school ?? mt.school], PEOPLE[op.student ?? mt.student].id, next],
      };
    }
    case 'update':
      return {
        sql: `update public.parcelas set ${PARCELA_CHANGES[op.set]} where "cp_mtPar_id" = $1 returning "cp_mtPar_id"`,
        params: [idOf(op.parcela)],
      };
    case 'delete':
      return {
        sql: 'delete from public.parcelas where "cp_mtPar_id" = $1 returning "cp_mtPar_id"',
        params: [idOf(op.parcela)],
      };
  }
}

function audioStatement(op: AudioOp, caller: Caller): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return {
        sql: 'select cp_audio_id from public.audios where cp_audio_id = any($1::bigint[])',
        params: [op.audio === 'fixtures' ? Object.values(AUDIOS).map((v) => v.id) : [AUDIOS[op.audio].id]],
      };
    case 'insert':
      return {
        sql: `insert into public.audios (cp_curso_id, cp_nome_audio, cp_arquivo_audio)
              values ($1, 'RLS Faixa nova', $2) returning cp_audio_id`,
        params: [CURSOS[op.curso], ownUpload('audios', caller)],
      };
    case 'update':
      return op.set === 'cp_arquivo_audio'
        ? {
            sql: 'update public.audios set cp_arquivo_audio = $2 where cp_audio_id = $1 returning cp_audio_id',
            params: [AUDIOS[op.audio].id, ownUpload('audios', caller)],
          }
        : {
            sql: "update public.audios set cp_nome_audio = 'RLS Renomeada' where cp_audio_id = $1 returning cp_audio_id",
            params: [AUDIOS[op.audio].id],
          };
    case 'delete':
      return { sql: 'delete from public.audios where cp_audio_id = $1 returning cp_audio_id', params: [AUDIOS[op.audio].id] };
  }
}

function cursoStatement(op: CursoOp, caller: Caller): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return {
        sql: 'select cp_curso_id from public.cursos where cp_curso_id = any($1::bigint[])',
        params: [Object.values(CURSOS)],
      };
    case 'insert':
      return { sql: "insert into public.cursos (cp_nome_curso) values ('RLS Curso novo') returning cp_curso_id", params: [] };
    case 'update': {
      const set = {
        cp_curso_id: 'cp_curso_id = 910599',
        cp_nome_curso: "cp_nome_curso = 'RLS Renomeado'",
        cp_pdf1_curso: `cp_pdf1_curso = '${ownUpload('pdfs-cursos', caller)}'`,
        'pdf-other': `cp_pdf1_curso = '${cursoPdf('free')}'`,
      }[op.set];
      return {
        sql: `update public.cursos set ${set} where cp_curso_id = $1 returning cp_curso_id`,
        params: [CURSOS[op.curso ?? 'used']],
      };
    }
    case 'delete':
      return { sql: 'delete from public.cursos where cp_curso_id = $1 returning cp_curso_id', params: [CURSOS[op.curso]] };
  }
}

function turmaStatement(op: TurmaOp): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return op.turma === 'fixtures'
        ? {
            sql: 'select cp_tr_id from public.turmas where cp_tr_id = any($1::bigint[])',
            params: [Object.values(TURMAS).map((v) => v.id)],
          }
        : { sql: 'select cp_tr_id from public.turmas where cp_tr_id = $1', params: [TURMAS[op.turma].id] };
    case 'insert':
      return {
        sql: `insert into public.turmas (cp_tr_nome, cp_tr_data, cp_tr_id_professor, cp_tr_id_escola, cp_tr_curso_id)
              values ('RLS Turma nova', date '2025-03-01', $1, $2, $3) returning cp_tr_id`,
        params: [PEOPLE.professorA.id, SCHOOLS[op.school], CURSOS.used],
      };
    case 'update': {
      const id = TURMAS[op.turma].id;
      if (op.set === 'cp_tr_id')
        return { sql: 'update public.turmas set cp_tr_id = 910699 where cp_tr_id = $1 returning cp_tr_id', params: [id] };
      if (op.set === 'cp_tr_id_escola=B') {
        return {
          sql: 'update public.turmas set cp_tr_id_escola = $2 where cp_tr_id = $1 returning cp_tr_id',
          params: [id, SCHOOLS.B],
        };
      }
      return {
        sql: "update public.turmas set cp_tr_nome = 'RLS Renomeada' where cp_tr_id = $1 returning cp_tr_id",
        params: [id],
      };
    }
    case 'delete':
      return { sql: 'delete from public.turmas where cp_tr_id = $1 returning cp_tr_id', params: [TURMAS[op.turma].id] };
  }
}

function memberStatement(op: MemberOp, caller: Caller): { sql: string; params: unknown[] } {
  const studentId = (student: Person | 'self') => PEOPLE[personOf(student, caller)].id;
  switch (op.action) {
    case 'select':
      return op.student === 'fixtures'
        ? { sql: 'select cp_aluno_id from public.turma_alunos where cp_aluno_id = any($1::bigint[])', params: [FIXTURE_IDS] }
        : { sql: 'select cp_aluno_id from public.turma_alunos where cp_aluno_id = $1', params: [studentId(op.student)] };
    case 'insert':
      return {
        sql: 'insert into public.turma_alunos (cp_tr_id, cp_aluno_id) values ($1, $2) returning cp_aluno_id',
        params: [TURMAS[op.turma].id, studentId(op.student)],
      };
    case 'update':
      return {
        sql: 'update public.turma_alunos set cp_tr_id = $2 where cp_aluno_id = $1 returning cp_aluno_id',
        params: [studentId(op.student), TURMAS[op.turma].id],
      };
    case 'delete':
      return {
        sql: 'delete from public.turma_alunos where cp_aluno_id = $1 returning cp_aluno_id',
        params: [studentId(op.student)],
      };
  }
}

function profileStatement(op: ProfileOp, caller: Caller): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return op.target === 'fixtures'
        ? { sql: 'select cp_id from public.profiles where cp_id = any($1::bigint[])', params: [FIXTURE_IDS] }
        : { sql: 'select cp_id from public.profiles where cp_id = $1', params: [PEOPLE[personOf(op.target, caller)].id] };
    case 'insert':
      return {
        sql: `insert into public.profiles (auth_user_id, cp_nome, cp_email, cp_login, cp_tipo_user, cp_cpf, cp_datanascimento, cp_escola_id)
              values ($1, 'RLS Novo', 'rls.novo@example.test', 'rls.novo', $2, 'rls-cpf-novo', date '2001-02-03', $3)
              returning cp_id`,
        params: [SPARE_AUTH_ID, op.type, SCHOOLS[op.school]],
      };
    case 'update': {
      const [column, value] = PROFILE_CHANGES[op.set];
      return {
        sql: `update public.profiles set ${column} = $2 where cp_id = $1 returning cp_id`,
        params: [PEOPLE[personOf(op.target as Exclude<Target, 'fixtures'>, caller)].id, value],
      };
    }
    case 'delete':
      return {
        sql: 'delete from public.profiles where cp_id = $1 returning cp_id',
        params: [PEOPLE[personOf(op.target as Exclude<Target, 'fixtures'>, caller)].id],
      };
  }
}

function schoolStatement(op: SchoolOp): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return op.school === 'fixtures'
        ? { sql: 'select cp_ec_id from public.escolas where cp_ec_id = any($1::bigint[])', params: [Object.values(SCHOOLS)] }
        : { sql: 'select cp_ec_id from public.escolas where cp_ec_id = $1', params: [SCHOOLS[op.school]] };
    case 'insert':
      return {
        sql: `insert into public.escolas (cp_ec_nome, cp_ec_responsavel, cp_ec_endereco_rua, cp_ec_endereco_numero,
                cp_ec_endereco_cidade, cp_ec_endereco_bairro, cp_ec_endereco_estado)
              values ('RLS Nova', 'Alguém', 'Rua Nova', '10', 'Recife', 'Boa Vista', 'PE')
              returning cp_ec_id`,
        params: [],
      };
    case 'update':
      if (op.set === 'cp_ec_excluido=1') {
        return {
          sql: 'update public.escolas set cp_ec_excluido = 1 where cp_ec_id = $1 returning cp_ec_id',
          params: [SCHOOLS[op.school]],
        };
      }
      if (op.set === 'cp_ec_pix_chave') {
        return {
          sql: "update public.escolas set cp_ec_pix_chave = 'diretor.intruso@example.com' where cp_ec_id = $1 returning cp_ec_id",
          params: [SCHOOLS[op.school]],
        };
      }
      return op.set === 'cp_ec_id'
        ? {
            sql: 'update public.escolas set cp_ec_id = 910099 where cp_ec_id = $1 returning cp_ec_id',
            params: [SCHOOLS[op.school]],
          }
        : {
            sql: "update public.escolas set cp_ec_descricao = 'alterada' where cp_ec_id = $1 returning cp_ec_id",
            params: [SCHOOLS[op.school]],
          };
    case 'delete':
      return { sql: 'delete from public.escolas where cp_ec_id = $1 returning cp_ec_id', params: [SCHOOLS[op.school]] };
  }
}

function storageStatement(op: StorageOp): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select': {
      const objects = (op.object === 'fixtures' ? FIXTURE_OBJECTS : [op.object]).map(objectOf);
      return {
        sql: 'select o.id from storage.objects o join unnest($1::text[], $2::text[]) as f(bucket, name) on o.bucket_id = f.bucket and o.name = f.name',
        params: [objects.map((o) => o.bucket), objects.map((o) => o.name)],
      };
    }
    case 'insert': {
      const target =
        op.upload === 'none' ? { bucket: 'avatars', name: `${PEOPLE.alunoA.id}/sem-envio.png` } : uploadObject(op.upload);
      return {
        sql: 'insert into storage.objects (bucket_id, name, owner_id) values ($1, $2, auth.uid()::text) returning id',
        params: [op.bucket ?? target.bucket, target.name],
      };
    }
    case 'update': {
      const o = objectOf(op.object);
      return op.rename
        ? {
            sql: 'update storage.objects set name = $3 where bucket_id = $1 and name = $2 returning id',
            params: [o.bucket, o.name, `${o.name}.movido`],
          }
        : {
            sql: `update storage.objects set metadata = '{"size": 1}'::jsonb where bucket_id = $1 and name = $2 returning id`,
            params: [o.bucket, o.name],
          };
    }
    case 'delete': {
      const o = objectOf(op.object);
      return { sql: 'delete from storage.objects where bucket_id = $1 and name = $2 returning id', params: [o.bucket, o.name] };
    }
  }
}

/** A new upload's id (far from the fixtures'). */
const NEW_UPLOAD_ID = '91000000-0000-4000-8000-000000000099';

function uploadStatement(op: UploadOp, caller: Caller): { sql: string; params: unknown[] } {
  switch (op.action) {
    case 'select':
      return op.upload === 'fixtures'
        ? { sql: 'select id from public.uploads where id = any($1::uuid[])', params: [uploads.map(([, v]) => v.id)] }
        : { sql: 'select id from public.uploads where id = $1', params: [UPLOADS[op.upload].id] };
    case 'insert': {
      const owner = PEOPLE[personOf(op.owner, caller)].id;
      const [kind, bucket, ext] = op.kind === 'audio-in-avatars' ? ['audio', 'avatars', 'png'] : ['foto', 'avatars', 'png'];
      return {
        sql: `insert into public.uploads (id, kind, bucket, object_name, file_name, content_type, size, cp_id, claimed_at)
              values ($1, $2, $3, $4, 'novo.png', 'image/png', 10, $5, $6) returning id`,
        params: [
          NEW_UPLOAD_ID,
          kind,
          bucket,
          `${owner}/${NEW_UPLOAD_ID}.${ext}`,
          owner,
          op.claimed ? new Date().toISOString() : null,
        ],
      };
    }
    case 'update': {
      const change = { claimed_at: 'claimed_at = now()', kind: "kind = 'audio'", cp_id: `cp_id = ${PEOPLE.gestor.id}` }[op.set];
      return { sql: `update public.uploads set ${change} where id = $1 returning id`, params: [UPLOADS[op.upload].id] };
    }
    case 'delete':
      return { sql: 'delete from public.uploads where id = $1 returning id', params: [UPLOADS[op.upload].id] };
  }
}

async function run(tx: Queryable, cell: Cell): Promise<Outcome> {
  const { sql, params } = statement(cell);
  const found = await inRole(tx, identityOf(cell.as), async (t) => {
    const result = await t.query(sql, params);
    // What COMMIT would check: the deferred constraint triggers fire now.
    await t.query('set constraints all immediate');
    return result;
  });
  return { rows: found.length };
}

function label(cell: Cell): string {
  const { action, ...rest } = cell.op as { action: string } & Record<string, unknown>;
  const detail = Object.entries(rest)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
  const outcome = 'rows' in cell.expect ? `${cell.expect.rows} row(s)` : `error ${cell.expect.error}`;
  return `${cell.as} ${action} ${cell.table} ${detail} → ${outcome}`;
}

describe(`RLS matrix (${RLS_MATRIX.length} cells)`, () => {
  it('has no duplicate cells', () => {
    const keys = RLS_MATRIX.map((c) => JSON.stringify([c.as, c.table, c.op]));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers every caller × table × action', () => {
    const callers: Caller[] = ['anon', 'gestor', 'diretorA', 'secretariaA', 'professorA', 'alunoA', 'excluidoA'];
    const missing: string[] = [];
    for (const table of MATRIX_TABLES) {
      for (const action of ['select', 'insert', 'update', 'delete'] as const) {
        for (const caller of callers) {
          const found = RLS_MATRIX.some((c) => c.table === table && c.op.action === action && c.as === caller);
          if (!found) missing.push(`${caller} ${action} ${table}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(RLS_MATRIX.map((cell) => [label(cell), cell] as const))('%s', async (_label, cell) => {
    const db = getDb();
    let outcome: Outcome;
    try {
      outcome = await withRollback(db, async (tx) => {
        await tx.exec(FIXTURE_SQL);
        return run(tx, cell);
      });
    } catch (error) {
      const code = sqlState(error);
      if (code === undefined) throw error;
      outcome = { error: code as Extract<Outcome, { error: string }>['error'] };
    }
    expect(outcome).toEqual(cell.expect);
  });
});
