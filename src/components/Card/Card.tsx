import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  min-width: 0;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.lg};
`;

export interface CardProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Heading of the card; when given, the card is a <section> labelled by it. */
  title?: ReactNode;
  /** Controls at the right of the header (buttons, links). */
  actions?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  children?: ReactNode;
}

/** A surface grouping related content, with an optional titled header. */
export function Card({ title, actions, headingLevel = 2, children, ...rest }: CardProps) {
  const titleId = useId();
  const hasHeader = title != null || actions != null;
  const header = hasHeader ? (
    <Header>
      {title != null ? (
        <Title as={`h${headingLevel}`} id={titleId}>
          {title}
        </Title>
      ) : (
        <span />
      )}
      {actions != null ? <Actions>{actions}</Actions> : null}
    </Header>
  ) : null;
  const body = <Body>{children}</Body>;
  if (title != null) {
    return (
      <Root as="section" aria-labelledby={titleId} {...rest}>
        {header}
        {body}
      </Root>
    );
  }
  return (
    <Root {...rest}>
      {header}
      {body}
    </Root>
  );
}
