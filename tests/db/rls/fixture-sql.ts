/** The fixture's rows and stored objects, as the SQL the owner runs before each cell. */
import {
  AUDIOS,
  type AudioKey,
  CERTIFICADOS,
  CERT_MATRICULAS,
  CHAMADA_IDS,
  COURSE_OBJECTS,
  CURSOS,
  CURSO_NAMES,
  EVENTOS,
  type EventoKey,
  FIXTURE_IDS,
  GRANT_HOLDER,
  MATERIAL_OBJECTS,
  MATRICULAS,
  MEMBERS,
  NOTA_IDS,
  OTHER_BUCKET,
  OUVIDOS,
  OWN_UPLOAD_PLACES,
  type ObjectKey,
  PARCELAS,
  PEOPLE,
  type Person,
  RESUMO_OBJECTS,
  SCHOOLS,
  SPARE_AUTH_ID,
  TURMAS,
  audioFile,
  authIdOf,
  cursoPdf,
  materiais,
  materialImage,
  materialPdf,
  matriculas,
  ownUploadId,
  people,
  photoName,
  records,
  resumoFile,
  resumos,
  splitPath,
  uploadObject,
  uploads,
} from './fixture.ts';

/** Where a fixture object is. */
export function objectOf(key: ObjectKey): { bucket: string; name: string } {
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
export const FIXTURE_OBJECTS: readonly ObjectKey[] = [
  'photoDiretorA',
  'photoProfessorA',
  'photoAlunoA',
  'photoAlunoB',
  'pendingA',
  'usedA',
  'audioD',
  'other',
];

export const FIXTURE_SQL = `
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
