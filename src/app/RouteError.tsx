/**
 * Catches a screen that fails to load (a chunk that never arrives, a network
 * error) or to render, and offers a retry instead of a blank page. It resets
 * when the user navigates elsewhere.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { EmptyStateFrame } from '@/components/EmptyState/EmptyStateFrame';
import { CoreIcon } from '@/components/Icon/CoreIcon';

export function RouteErrorView() {
  return (
    <Wrapper role="alert">
      <EmptyStateFrame
        icon={<CoreIcon name="alert" size={32} />}
        title="Não foi possível carregar esta página."
        description="Verifique sua conexão e tente novamente."
        action={
          <Button type="button" onClick={() => window.location.reload()}>
            Tentar novamente
          </Button>
        }
      />
    </Wrapper>
  );
}

class Boundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; resetKey: string }) {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorView /> : this.props.children;
  }
}

/** Error boundary for a route's content, reset on navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary resetKey={location.pathname}>{children}</Boundary>;
}

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
  padding: ${({ theme }) => theme.space.xl};
`;
