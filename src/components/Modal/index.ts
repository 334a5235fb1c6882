export { Modal } from './Modal';
export type { ModalProps, ModalSize } from './Modal';
export { ModalFacts, ModalFormFooter } from './ModalFormFooter';
export type { ModalFormFooterProps } from './ModalFormFooter';
