/**
 * The route table: name, method, path and auth of every endpoint, with no
 * runtime dependencies. The endpoint declarations (session.ts, users.ts, …)
 * spread these entries and add their schemas; the frontend imports only this
 * table (plus type-only imports), so schemas and zod stay out of the
 * browser's start-up bundle.
 */
import type { EndpointAuth, HttpMethod } from './http.ts';
import { SESSION_ROUTES } from './routes-session.ts';

export interface RouteDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: EndpointAuth;
  readonly list?: true;
  readonly bodyKind?: 'multipart';
}

export const ROUTES = {
  ...SESSION_ROUTES,
  createUpload: { method: 'POST', path: '/uploads', auth: 'user' },
  cancelUpload: { method: 'DELETE', path: '/uploads/:uploadId', auth: 'user' },
  deleteUsuario: { method: 'DELETE', path: '/delete-user/:id', auth: 'user' },
  editUsuario: { method: 'PUT', path: '/edit-user/:id', auth: 'user' },
  getUsuario: { method: 'GET', path: '/users/:id', auth: 'user' },
  listDiretores: { method: 'GET', path: '/users-escolas', auth: 'user' },
  listProfessores: { method: 'GET', path: '/users-professores', auth: 'user' },
  listUsuarios: { method: 'GET', path: '/users', auth: 'user', list: true },
  registerUsuario: { method: 'POST', path: '/register', auth: 'user' },
  deleteEscola: { method: 'DELETE', path: '/delete-escola/:id', auth: 'user' },
  editEscola: { method: 'PUT', path: '/edit-escola/:id', auth: 'user' },
  getEscola: { method: 'GET', path: '/escolas/:id', auth: 'user' },
  listEscolas: { method: 'GET', path: '/escolas', auth: 'user', list: true },
  registerEscola: { method: 'POST', path: '/register-escola', auth: 'user' },
  registerEscolaDiretor: { method: 'POST', path: '/register-escola-diretor', auth: 'user' },
  deleteTurma: { method: 'DELETE', path: '/delete-turma/:id', auth: 'user' },
  getTurma: { method: 'GET', path: '/turmas/:id', auth: 'user' },
  listAlunosEscola: { method: 'GET', path: '/escola/alunos/:schoolId', auth: 'user' },
  listTurmasProfessor: { method: 'GET', path: '/cp_turmas/professor/:teacherId', auth: 'user' },
  listTurmas: { method: 'GET', path: '/turmas', auth: 'user', list: true },
  registerTurma: { method: 'POST', path: '/register-turma', auth: 'user' },
  updateTurma: { method: 'PUT', path: '/update-turma/:id', auth: 'user' },
  editMatricula: { method: 'PUT', path: '/editar-matricula/:id', auth: 'user' },
  getUsuarioMatricula: { method: 'GET', path: '/matricula/:userId', auth: 'user' },
  getMatricula: { method: 'GET', path: '/matriculas/:id', auth: 'user' },
  listMatriculas: { method: 'GET', path: '/matriculas', auth: 'user', list: true },
  registerMatricula: { method: 'POST', path: '/cadastrar-matricula', auth: 'user' },
  deleteMatricula: { method: 'DELETE', path: '/delete-matricula/:id', auth: 'user' },
  buscarUsuariosMatricula: { method: 'GET', path: '/buscarusermatricula', auth: 'user', list: true },
  createCurso: { method: 'POST', path: '/cursos', auth: 'user' },
  getCurso: { method: 'GET', path: '/cursos/:id', auth: 'user' },
  listAudiosCurso: { method: 'GET', path: '/audios-curso/:courseId', auth: 'user', list: true },
  listCursos: { method: 'GET', path: '/cursos', auth: 'user', list: true },
  updateCurso: { method: 'PUT', path: '/update-curso/:id', auth: 'user' },
  listParcelas: { method: 'GET', path: '/financeiroParcelas', auth: 'user', list: true },
  updateParcelaStatus: { method: 'PUT', path: '/update-status/:installmentId', auth: 'user' },
  registrarPagamentos: { method: 'PUT', path: '/parcelas/pagamento', auth: 'user' },
  getResumoFinanceiro: { method: 'GET', path: '/financeiro/resumo', auth: 'user' },
  createMaterial: { method: 'POST', path: '/materiais', auth: 'user' },
  createMaterialExtra: { method: 'POST', path: '/material-extra', auth: 'user' },
  deleteMaterial: { method: 'DELETE', path: '/materiais/:id', auth: 'user' },
  deleteMaterialExtra: { method: 'DELETE', path: '/material-extra/:id', auth: 'user' },
  listMateriais: { method: 'GET', path: '/materiais', auth: 'user', list: true },
  listMaterialExtra: { method: 'GET', path: '/material-extra', auth: 'user', list: true },
  proxyDownload: { method: 'GET', path: '/proxy-download', auth: 'user' },
  updateMaterial: { method: 'PUT', path: '/materiais/:id', auth: 'user' },
  updateMaterialExtra: { method: 'PUT', path: '/material-extra/:id', auth: 'user' },
  viewMaterialPdf: { method: 'GET', path: '/materiais/:id/pdf/:n', auth: 'user' },
  viewMaterialExtraPdf: { method: 'GET', path: '/material-extra/:id/pdf/:n', auth: 'user' },
  listPermissoes: { method: 'GET', path: '/permissoes', auth: 'user', list: true },
  minhasPermissoes: { method: 'GET', path: '/minhas-permissoes', auth: 'user' },
  grantPermissao: { method: 'PUT', path: '/permissoes/:userId/:permissao', auth: 'user' },
  revokePermissao: { method: 'DELETE', path: '/permissoes/:userId/:permissao', auth: 'user' },
  createChamada: { method: 'POST', path: '/chamadas', auth: 'user' },
  createNota: { method: 'POST', path: '/notas', auth: 'user' },
  createChamadasLote: { method: 'POST', path: '/chamadas/lote', auth: 'user' },
  createResumo: { method: 'POST', path: '/resumos', auth: 'user' },
  deleteChamada: { method: 'DELETE', path: '/chamadas/:id', auth: 'user' },
  deleteNota: { method: 'DELETE', path: '/notas/:id', auth: 'user' },
  deleteResumo: { method: 'DELETE', path: '/resumos/:id', auth: 'user' },
  getCursoMaterial: { method: 'GET', path: '/curso-material/:courseId', auth: 'user' },
  getTurmaCursoId: { method: 'GET', path: '/curso-id-da-turma/:turmaId', auth: 'user' },
  listAudiosMarcados: { method: 'GET', path: '/audios-marcados/:userId', auth: 'user' },
  listChamadas: { method: 'GET', path: '/chamadas/turma/:id', auth: 'user', list: true },
  listFrequencia: { method: 'GET', path: '/chamadas/turma/:id/frequencia', auth: 'user' },
  getListaChamada: { method: 'GET', path: '/chamadas/turma/:id/lista', auth: 'user' },
  saveListaChamada: { method: 'PUT', path: '/chamadas/turma/:id/lista', auth: 'user' },
  listNotas: { method: 'GET', path: '/notas/turma/:id', auth: 'user', list: true },
  listResumos: { method: 'GET', path: '/resumos/:turmaId', auth: 'user', list: true },
  listTurmaAlunos: { method: 'GET', path: '/turmas/:id/alunos', auth: 'user' },
  exportarSalaDeAula: { method: 'GET', path: '/turmas/:id/exportar', auth: 'user' },
  registrarVisualizacao: { method: 'POST', path: '/registrar-visualizacao', auth: 'user' },
  updateChamada: { method: 'PUT', path: '/chamadas/:id', auth: 'user' },
  updateNota: { method: 'PUT', path: '/notas/:id', auth: 'user' },
  updateResumo: { method: 'PUT', path: '/resumos/:id', auth: 'user' },
  listAgenda: { method: 'GET', path: '/agenda', auth: 'user' },
  createEvento: { method: 'POST', path: '/agenda', auth: 'user' },
  updateEvento: { method: 'PUT', path: '/agenda/:id', auth: 'user' },
  deleteEvento: { method: 'DELETE', path: '/agenda/:id', auth: 'user' },
  listCertificaveis: { method: 'GET', path: '/certificados/matriculas', auth: 'user', list: true },
  listCertificados: { method: 'GET', path: '/certificados', auth: 'user', list: true },
  getCertificado: { method: 'GET', path: '/certificados/:id', auth: 'user' },
  emitirCertificado: { method: 'POST', path: '/certificados', auth: 'user' },
  revogarCertificado: { method: 'POST', path: '/certificados/:id/revogar', auth: 'user' },
  verificarCertificado: { method: 'GET', path: '/verificar-certificado/:codigo', auth: 'public' },
  getAvaliacoes: { method: 'GET', path: '/avaliacoes', auth: 'user' },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;
