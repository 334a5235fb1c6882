export { AppToastContainer, CONTAINER_AUTO_CLOSE_MS, NOTIFY_AUTO_CLOSE_MS, notify } from './toast';
export type { AppToastContainerProps, NotifyOptions } from './toast';
export { ToastMessage } from './ToastMessage';
export type { ToastMessageProps } from './ToastMessage';
