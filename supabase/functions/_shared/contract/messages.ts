/**
 * Messages every backend answers with, in `{ msg }` (the mock and the api
 * function alike), so a client sees the same Portuguese text whichever
 * backend it talks to. Backend-specific messages stay with their backend.
 */
export const SERVER_MESSAGES = {
  sessionExpired: 'Sessão expirada. Entre novamente.',
  forbidden: 'Acesso negado.',
  invalidJson: 'JSON inválido no corpo da requisição.',
  invalidId: 'Identificador inválido.',
  wrongCredentials: 'Usuário ou senha incorretos',
  loginSuccess: 'Usuário Logado com sucesso',
  loggedOut: 'Sessão encerrada.',
  userNotFound: 'Usuário não encontrado.',
  loginOrEmailTaken: 'Login ou e-mail já está em uso.',
  profileUpdated: 'Perfil atualizado com sucesso!',
  fileNotFound: 'Arquivo não encontrado.',

  // Users (registration and management; docs/registration.md)
  userExists: 'Usuário já cadastrado',
  userRegistered: 'Usuário cadastrado com sucesso!',
  userEdited: 'Usuário editado com sucesso!',
  userDeleted: 'Usuário excluído com sucesso.',
  userTaken: 'Login, e-mail ou CPF já pertence a outro usuário.',
  /** Which of them (rules/usuarios.ts, IDENTITY_TAKEN_MESSAGES): the field a form marks. */
  loginTaken: 'Este login já está em uso.',
  emailTaken: 'Este e-mail já está em uso.',
  cpfTaken: 'Este CPF já está cadastrado.',
  typeNotAllowed: 'Você só pode cadastrar ou editar usuários do seu nível ou abaixo.',
  otherSchool: 'Você só pode cadastrar ou editar usuários da sua escola.',
  editSelfInProfile: 'Edite os seus próprios dados em Meu Perfil.',
  cannotDeleteSelf: 'Você não pode excluir o seu próprio usuário.',
  teacherHasClasses: 'Este professor ainda tem turmas. Atribua-as a outro professor antes de excluí-lo.',
  schoolMissing: 'A escola escolhida não existe.',
  onlyDirectors: 'Somente diretores podem ser listados aqui (cp_tipo_user=2).',

  // Schools
  schoolNotFound: 'Escola não encontrada.',
  schoolRegistered: 'Escola cadastrada com sucesso!',
  schoolUpdated: 'Escola atualizada com sucesso!',
  schoolDeleted: 'Escola excluída com sucesso.',
  schoolInUse: 'Não é possível excluir a escola: ainda há turmas ou pessoas ativas vinculadas a ela.',

  // Classes
  turmaNotFound: 'Turma não encontrada.',
  turmaRegistered: 'Turma cadastrada com sucesso!',
  turmaUpdated: 'Turma atualizada com sucesso!',
  turmaDeleted: 'Turma excluída com sucesso.',
  invalidTeacher: 'O professor escolhido não é um professor ativo da escola da turma.',
  invalidStudents: 'Há alunos escolhidos que não são alunos ativos da escola da turma.',
  courseMissing: 'O curso escolhido não existe.',

  // Enrolments and installments (docs/matriculas.md)
  matriculaNotFound: 'Matrícula não encontrada.',
  matriculaRegistered: 'Matrícula cadastrada com sucesso',
  matriculaUpdated: 'Matrícula e parcelas atualizadas com sucesso',
  matriculaDeleted: 'Matrícula excluída com sucesso.',
  matriculaHasPayments: 'Esta matrícula tem parcelas pagas e não pode ser excluída. Altere o status para cancelado.',
  matriculaUserInvalid: 'O usuário escolhido não é uma pessoa ativa da escola da matrícula.',
  matriculaOnlyStudents: 'Apenas alunos podem ser matriculados.',
  matriculaUserChanged: 'O aluno de uma matrícula não pode ser trocado.',
  matriculaPaidConflict:
    'O novo plano não comporta as parcelas já pagas: mantenha ao menos o número da última parcela paga e um valor de curso que cubra o que já foi pago.',
  parcelaNotFound: 'Parcela não encontrada.',
  parcelaPaidLocked: 'Parcela paga não pode ser alterada nem excluída.',
  statusUpdated: 'Status atualizado com sucesso!',
  pagamentoFuturo: 'A data do pagamento não pode ser futura.',
} as const;
