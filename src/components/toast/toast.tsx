import { ToastContainer, toast, type ToastContainerProps, type ToastContent, type ToastOptions } from 'react-toastify';
import { useTheme } from 'styled-components';

/*
 * react-toastify 11 injects its own stylesheet when a ToastContainer mounts
 * (a <style> in <head>), so no CSS import is needed.
 */

/** Default auto-close of the notify.* calls (spec section 9: "other toasts 3000 ms"). */
export const NOTIFY_AUTO_CLOSE_MS = 3000;
/** Default auto-close of the container (spec section 9). */
export const CONTAINER_AUTO_CLOSE_MS = 5000;

export type AppToastContainerProps = Omit<ToastContainerProps, 'theme'>;

/**
 * Where the toasts sit: the bottom right corner (the whole width of a phone's
 * bottom), above the shell's dock of banners (--dock-room). The spec's
 * top-right covered the top bar on a phone and the page's main action
 * ('Adicionar Nova') on a desktop (issue 23, decision NN).
 */
export const TOAST_POSITION = 'bottom-right' as const;
const TOAST_BOTTOM = 'calc(var(--dock-room, 0px) + max(16px, env(safe-area-inset-bottom)))';

/**
 * The app's single toast container with the spec's defaults (but its place,
 * TOAST_POSITION): 5000 ms, pause on hover and on focus loss, draggable with
 * an 80 % threshold, light/dark following the styled-components theme.
 */
export function AppToastContainer(props: AppToastContainerProps) {
  // useTheme() is undefined outside a ThemeProvider; fall back to light.
  const theme = useTheme() as { mode?: 'light' | 'dark' } | undefined;
  return (
    <ToastContainer
      position={TOAST_POSITION}
      style={{ bottom: TOAST_BOTTOM }}
      autoClose={CONTAINER_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      theme={theme?.mode === 'dark' ? 'dark' : 'light'}
      {...props}
    />
  );
}

export type NotifyOptions = ToastOptions;

function withDefaults(options?: NotifyOptions): NotifyOptions {
  return { autoClose: NOTIFY_AUTO_CLOSE_MS, ...options };
}

/** Toast helpers; auto-close after 3000 ms unless `opts.autoClose` says otherwise. Each returns the toast id. */
export const notify = {
  success: (message: ToastContent, opts?: NotifyOptions) => toast.success(message, withDefaults(opts)),
  error: (message: ToastContent, opts?: NotifyOptions) => toast.error(message, withDefaults(opts)),
  info: (message: ToastContent, opts?: NotifyOptions) => toast.info(message, withDefaults(opts)),
  warning: (message: ToastContent, opts?: NotifyOptions) => toast.warning(message, withDefaults(opts)),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
