/**
 * The profile photo dropdown: name and role label, then Meu Perfil, Caixa de
 * Entrada (disabled), Configurações (disabled) and Sair (spec section 2).
 */
import styled from 'styled-components';
import { fileUrl } from '@/api/config';
import type { Session } from '@/api/session';
import { Avatar } from '@/components/Avatar';
import { MenuButton } from '@/components/MenuButton';
import { roleLabel } from '@/domain/roles';

export interface ProfileMenuProps {
  readonly session: Session;
  readonly onOpenProfile: () => void;
  readonly onLogout: () => void;
}

export function ProfileMenu({ session, onOpenProfile, onLogout }: ProfileMenuProps) {
  return (
    <MenuButton
      label="Menu do perfil"
      trigger={<Avatar src={fileUrl(session.userProfilePhoto)} name={session.userName} size={36} />}
      header={
        <Header>
          <strong>{session.userName}</strong>
          <span>{roleLabel(session.userType)}</span>
        </Header>
      }
      items={[
        { id: 'profile', label: 'Meu Perfil', icon: 'user', onSelect: onOpenProfile },
        { id: 'inbox', label: 'Caixa de Entrada', icon: 'inbox', disabled: true },
        { id: 'settings', label: 'Configurações', icon: 'settings', disabled: true },
        { id: 'logout', label: 'Sair', icon: 'logout', onSelect: onLogout },
      ]}
    />
  );
}

const Header = styled.div`
  display: flex;
  flex-direction: column;
  span {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
