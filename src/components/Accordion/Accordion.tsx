import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

const Root = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const Section = styled.div`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: inherit;
`;

const Header = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  & > svg {
    flex-shrink: 0;
    transition: transform ${({ theme }) => theme.transitions.fastMs}ms ease;
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Whether several sections may be open at once (default false). */
  multiple?: boolean;
  /** Ids open at first. */
  defaultOpen?: readonly string[];
  /** Level of the heading wrapping each header button (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/** Collapsible sections; each header is a button with aria-expanded and aria-controls. */
export function Accordion({ items, multiple = false, defaultOpen = [], headingLevel = 3, className }: AccordionProps) {
  const baseId = useId();
  const [openIds, setOpenIds] = useState<readonly string[]>(() => (multiple ? defaultOpen : defaultOpen.slice(0, 1)));

  const toggle = (id: string) => {
    setOpenIds((ids) => {
      if (ids.includes(id)) return ids.filter((x) => x !== id);
      return multiple ? [...ids, id] : [id];
    });
  };

  return (
    <Root className={className}>
      {items.map((item) => {
        const isOpen = openIds.includes(item.id);
        const headerId = `${baseId}-header-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <Section key={item.id}>
            <Heading as={`h${headingLevel}`}>
              <Header type="button" id={headerId} aria-expanded={isOpen} aria-controls={panelId} onClick={() => toggle(item.id)}>
                <span>{item.title}</span>
                <Icon name="chevronDown" size={18} />
              </Header>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={headerId} hidden={!isOpen}>
              {isOpen ? item.content : null}
            </Panel>
          </Section>
        );
      })}
    </Root>
  );
}
