/**
 * Mock mode only: the demo accounts (one click fills the form) and the action
 * that restores the demo data. Against a real backend it renders nothing.
 */
import styled from 'styled-components';
import { useBackendMode } from '@/api/backend-mode';
import { Button } from '@/components/Button';
import { ResetDemoButton } from './ResetDemoButton';

export function DemoPanel({ onPick }: { onPick: (login: string, password: string) => void }) {
  const backend = useBackendMode();
  if (backend.kind !== 'mock') return null;

  return (
    <Panel aria-labelledby="demo-title">
      <h2 id="demo-title">Modo demonstração</h2>
      <p>Use uma das contas abaixo (senha {backend.demoLogins[0]?.password ?? ''}):</p>
      <ul>
        {backend.demoLogins.map((demo) => (
          <li key={demo.login}>
            <Button type="button" variant="ghost" size="sm" onClick={() => onPick(demo.login, demo.password)}>
              {demo.login}
            </Button>
            <span>{demo.label}</span>
          </li>
        ))}
      </ul>
      <ResetDemoButton />
    </Panel>
  );
}

const Panel = styled.section`
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: ${({ theme }) => theme.space.xs};
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
