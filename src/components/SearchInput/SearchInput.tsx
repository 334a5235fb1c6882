import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { IconButton } from '../Button';
import { Icon } from '../Icon';
import { Input } from '../form/Field';
import { visuallyHiddenCss } from '../VisuallyHidden';

const Root = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  min-width: 0;

  & > svg {
    position: absolute;
    left: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  & > input {
    padding-left: 40px;
    padding-right: 40px;
  }
  & > input::-webkit-search-cancel-button {
    display: none;
  }
`;

const HiddenLabel = styled.label`
  ${visuallyHiddenCss}
`;

const Clear = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.xxs};
  display: flex;
`;

export interface SearchInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'defaultValue' | 'children'
> {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name (visually hidden); default 'Pesquisar'. */
  label?: string;
  /** Default 'Pesquisar'. */
  placeholder?: string;
  /** When set, onChange fires this many ms after the last keystroke; the field itself updates at once. */
  debounceMs?: number;
}

/** A search box with a clear button ('Limpar pesquisa'), optionally debounced. */
export function SearchInput({
  value,
  onChange,
  label = 'Pesquisar',
  placeholder = 'Pesquisar',
  debounceMs,
  id,
  className,
  ...rest
}: SearchInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [draft, setDraft] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  // A new value from the parent (e.g. a reset) replaces what is typed.
  if (value !== seenValue) {
    setSeenValue(value);
    setDraft(value);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const emit = (next: string, immediate: boolean) => {
    window.clearTimeout(timer.current);
    if (immediate || !debounceMs || debounceMs <= 0) {
      onChange(next);
      return;
    }
    timer.current = window.setTimeout(() => onChange(next), debounceMs);
  };

  return (
    <Root className={className}>
      <HiddenLabel htmlFor={inputId}>{label}</HiddenLabel>
      <Icon name="search" size={18} />
      <Input
        ref={inputRef}
        id={inputId}
        type="search"
        value={draft}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => {
          setDraft(e.target.value);
          emit(e.target.value, false);
        }}
        {...rest}
      />
      {draft !== '' ? (
        <Clear>
          <IconButton
            size="sm"
            label="Limpar pesquisa"
            onClick={() => {
              setDraft('');
              emit('', true);
              inputRef.current?.focus();
            }}
          >
            <Icon name="close" size={16} />
          </IconButton>
        </Clear>
      ) : null}
    </Root>
  );
}
