import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes, useTheme } from 'styled-components';
import { mobileQuery } from '@/theme/tokens';
import { IconButton } from '../Button';
import { Icon } from '../Icon';
import { getTabbables, prefersReducedMotion } from './focus';

export type ModalSize = 'sm' | 'md' | 'lg';

const WIDTHS: Record<ModalSize, string> = { sm: '420px', md: '560px', lg: '820px' };

/** Open modals, innermost last: only the top one reacts to Esc and Tab. */
const stack: symbol[] = [];

let scrollLocks = 0;
let savedOverflow = '';
let savedPaddingRight = '';

function lockScroll() {
  if (scrollLocks++ > 0) return;
  const body = document.body;
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  savedOverflow = body.style.overflow;
  savedPaddingRight = body.style.paddingRight;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
}

function unlockScroll() {
  if (--scrollLocks > 0) return;
  scrollLocks = 0;
  document.body.style.overflow = savedOverflow;
  document.body.style.paddingRight = savedPaddingRight;
}

function restoreFocus(target: Element | null) {
  if (target instanceof HTMLElement && target.isConnected) target.focus();
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;
const dialogIn = keyframes`
  from { opacity: 0; transform: translateY(16px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;
const dialogOut = keyframes`
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: translateY(16px) scale(0.98); }
`;

const Backdrop = styled.div<{ $closing: boolean }>`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${({ $closing }) => ($closing ? fadeOut : fadeIn)} ${({ theme }) => theme.transitions.backdropMs}ms ease forwards;
  ${({ $closing }) =>
    $closing &&
    css`
      animation-delay: ${({ theme }) => theme.transitions.modalMs - theme.transitions.backdropMs}ms;
    `}

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    opacity: ${({ $closing }) => ($closing ? 0 : 1)};
  }
`;

const Layer = styled.div<{ $zIndex: number }>`
  position: fixed;
  inset: 0;
  z-index: ${({ $zIndex }) => $zIndex};
`;

const Viewport = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  overflow-y: auto;

  @media ${mobileQuery} {
    padding: ${({ theme }) => theme.space.sm};
    align-items: flex-end;
  }
`;

const Dialog = styled.div<{ $size: ModalSize; $closing: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => WIDTHS[$size]};
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space.lg});
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${({ $closing }) => ($closing ? dialogOut : dialogIn)} ${({ theme }) => theme.transitions.modalMs}ms ease forwards;
  outline: none;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    opacity: ${({ $closing }) => ($closing ? 0 : 1)};
  }

  @media ${mobileQuery} {
    max-height: calc(100vh - 2 * ${({ theme }) => theme.space.sm});
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.md} ${theme.space.xl}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2<{ $singleLine: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  ${({ $singleLine }) =>
    $singleLine &&
    css`
      min-width: 0;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    `}
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  overflow-y: auto;
  flex: 1 1 auto;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface ModalProps {
  open: boolean;
  /** Called on Esc, the close button and (unless disabled) a backdrop click. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** Maximum width: sm 420 px, md 560 px (default), lg 820 px. */
  size?: ModalSize;
  /** Whether a click on the backdrop closes (default true). */
  closeOnBackdrop?: boolean;
  /** Element focused on open; default the first focusable element of the content, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for confirmations that interrupt (default 'dialog'). */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element describing the dialog (aria-describedby). */
  describedBy?: string;
  /** While true, Esc, the backdrop and the close button do nothing (e.g. while saving). */
  closeDisabled?: boolean;
  /** Keeps the title on one line, cut with an ellipsis (the full text stays in the heading): a body sized to the viewport. */
  singleLineTitle?: boolean;
}

/**
 * A modal dialog in a portal on document.body: focus moves inside and is
 * trapped (Tab / Shift+Tab cycle), Esc closes, focus returns to the element
 * that had it, the page behind does not scroll. It fades in and out (dialog
 * 300 ms, backdrop 150 ms from the theme) and stays mounted, hidden from
 * assistive technology and inert, only while the exit animation plays.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeOnBackdrop = true,
  initialFocusRef,
  role = 'dialog',
  describedBy,
  closeDisabled = false,
  singleLineTitle = false,
}: ModalProps) {
  const theme = useTheme();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressStartedOnViewport = useRef(false);

  // Mounted while open and during the exit animation.
  const [rendered, setRendered] = useState(open);
  // The element to give focus back to, captured when the modal opens.
  const [returnTarget, setReturnTarget] = useState<Element | null>(() => (open ? document.activeElement : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setRendered(true);
      setReturnTarget(document.activeElement);
    }
  }
  const closing = rendered && !open;

  // Unmount once the exit animation is over. jsdom has no animation events,
  // so the timeout (the animation's duration) is the path tests take.
  useEffect(() => {
    if (!closing) return;
    const ms = prefersReducedMotion() ? 0 : theme.transitions.modalMs;
    const timer = window.setTimeout(() => setRendered(false), ms);
    return () => window.clearTimeout(timer);
  }, [closing, theme.transitions.modalMs]);

  const requestClose = () => {
    if (!closeDisabled) onClose();
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent, token: symbol) => {
    if (stack[stack.length - 1] !== token || event.defaultPrevented) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      requestClose();
      return;
    }
    if (event.key !== 'Tab') return;
    event.preventDefault();
    const items = getTabbables(dialog);
    if (items.length === 0) {
      dialog.focus();
      return;
    }
    const current = items.indexOf(document.activeElement as HTMLElement);
    let next: number;
    if (current === -1) next = event.shiftKey ? items.length - 1 : 0;
    else next = (current + (event.shiftKey ? -1 : 1) + items.length) % items.length;
    items[next]?.focus();
  });

  useLayoutEffect(() => {
    if (!open) return;
    const token = Symbol('modal');
    stack.push(token);
    lockScroll();

    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) {
      const body = bodyRef.current;
      const footerEl = dialog.querySelector<HTMLElement>('[data-modal-footer]');
      const target =
        initialFocusRef?.current ??
        (body ? getTabbables(body)[0] : undefined) ??
        (footerEl ? getTabbables(footerEl)[0] : undefined) ??
        dialog;
      target.focus();
      // A disabled target cannot take focus: keep it inside the dialog anyway.
      if (!dialog.contains(document.activeElement)) dialog.focus();
    }

    const listener = (event: KeyboardEvent) => onKeyDown(event, token);
    document.addEventListener('keydown', listener);
    return () => {
      document.removeEventListener('keydown', listener);
      const index = stack.indexOf(token);
      if (index !== -1) stack.splice(index, 1);
      unlockScroll();
      // Covers an unmount while open. When `open` merely turns false, React
      // restores the previously focused element after this mutation-phase
      // cleanup, so the effect below focuses the target again.
      restoreFocus(returnTarget);
    };
  }, [open, returnTarget, initialFocusRef]);

  useLayoutEffect(() => {
    if (!open) restoreFocus(returnTarget);
  }, [open, returnTarget]);

  if (!rendered) return null;

  return createPortal(
    <Layer $zIndex={theme.zIndex.modal} aria-hidden={closing || undefined} inert={closing}>
      <Backdrop $closing={closing} />
      <Viewport
        onMouseDown={(e) => {
          pressStartedOnViewport.current = e.target === e.currentTarget;
        }}
        onClick={(e) => {
          if (closeOnBackdrop && pressStartedOnViewport.current && e.target === e.currentTarget) requestClose();
          pressStartedOnViewport.current = false;
        }}
      >
        <Dialog
          ref={dialogRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          tabIndex={-1}
          $size={size}
          $closing={closing}
          onAnimationEnd={(e) => {
            if (closing && e.target === e.currentTarget) setRendered(false);
          }}
        >
          <Header>
            <Title id={titleId} $singleLine={singleLineTitle} title={singleLineTitle ? title : undefined}>
              {title}
            </Title>
            <IconButton label="Fechar" size="sm" onClick={requestClose} disabled={closeDisabled}>
              <Icon name="close" size={18} />
            </IconButton>
          </Header>
          <Body ref={bodyRef}>{children}</Body>
          {footer != null ? <Footer data-modal-footer="">{footer}</Footer> : null}
        </Dialog>
      </Viewport>
    </Layer>,
    document.body,
  );
}
