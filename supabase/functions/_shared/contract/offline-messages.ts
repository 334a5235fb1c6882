/** The texts of the installable app and of idempotent writes (offline.ts, docs/offline.md). */
export const OFFLINE_MESSAGES = {
  banner: 'Sem conexão com a internet.',
  bannerDetail: 'O que você digitou continua na tela; salvamos assim que a conexão voltar.',
  pendingWrites: (n: number) => (n === 1 ? '1 alteração aguardando conexão.' : `${n} alterações aguardando conexão.`),
  updateAvailable: 'Nova versão disponível',
  update: 'Atualizar',
  invalidKey: 'Chave de idempotência inválida: use um UUID.',
  keyReused: 'Esta chave de idempotência já foi usada em outra operação.',
  inProgress: 'Esta operação ainda está sendo processada. Tente novamente em instantes.',
} as const;
