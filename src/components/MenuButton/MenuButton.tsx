import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';

export interface MenuItem {
  id: string;
  label: string;
  icon?: IconName;
  onSelect?: () => void;
  /** Shown, focusable and announced, but cannot be chosen. */
  disabled?: boolean;
  header?: false;
}

const Root = styled.div`
  position: relative;
  display: inline-flex;
  /* Never stretch in a flex row: the menu opens just under the trigger. */
  align-self: center;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 220px;
  padding: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Header = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;

  &:hover:not([aria-disabled='true']),
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.disabled};
    cursor: not-allowed;
  }
`;

export interface MenuButtonProps {
  /** Accessible name of the trigger button. */
  label: string;
  /** Visual content of the trigger (e.g. an Avatar). */
  trigger: ReactNode;
  items: readonly MenuItem[];
  /** Non-interactive block at the top of the menu (e.g. name and role). */
  header?: ReactNode;
  className?: string;
}

/**
 * A WAI-ARIA menu button: Enter, Space or ↓ opens on the first item, ↑ on the
 * last; ↑/↓ cycle, Home/End jump; Esc closes and returns focus to the button;
 * Tab or a click outside closes. Disabled items stay focusable (aria-disabled)
 * but cannot be chosen.
 */
export function MenuButton({ label, trigger, items, header, className }: MenuButtonProps) {
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const menuId = `${baseId}-menu`;
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // Move focus to the active item whenever it changes while open.
  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  // Close on a pointer press outside.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const last = items.length - 1;

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space activate the button natively (onClick opens on the first item).
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(last);
    }
  };

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect?.();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setFocusIndex((i) => (i >= last ? 0 : i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setFocusIndex((i) => (i <= 0 ? last : i - 1));
        break;
      case 'Home':
        event.preventDefault();
        setFocusIndex(0);
        break;
      case 'End':
        event.preventDefault();
        setFocusIndex(last);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
    }
  };

  return (
    <Root ref={rootRef} className={className}>
      <Trigger
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
        <Icon name="chevronDown" size={16} />
      </Trigger>
      {open ? (
        <Popup>
          {header != null ? <Header>{header}</Header> : null}
          <List id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
            {items.map((item, index) => (
              <Item
                key={item.id}
                ref={(el) => {
                  itemRefs.current[index] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                aria-disabled={item.disabled || undefined}
                onClick={() => choose(item)}
                onMouseEnter={() => setFocusIndex(index)}
              >
                {item.icon ? <Icon name={item.icon} size={18} /> : null}
                {item.label}
              </Item>
            ))}
          </List>
        </Popup>
      ) : null}
    </Root>
  );
}
