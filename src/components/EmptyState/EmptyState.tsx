import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { EmptyStateFrame } from './EmptyStateFrame';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Icon shown above the title (default 'inbox'). */
  icon?: IconName;
  /** A button or link, e.g. 'Adicionar Novo'. */
  action?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 1 | 2 | 3 | 4;
  className?: string;
}

/** A friendly message where a list or page has nothing to show. */
export function EmptyState({ icon = 'inbox', ...rest }: EmptyStateProps) {
  return <EmptyStateFrame icon={<Icon name={icon} size={32} />} {...rest} />;
}
