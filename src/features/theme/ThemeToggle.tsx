import { IconButton } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { useThemePreference } from './useThemePreference';

/** Switches between the light and dark themes. */
export function ThemeToggle() {
  const { theme, toggle } = useThemePreference();
  const label = theme === 'dark' ? 'Ativar tema claro' : 'Ativar tema escuro';
  return (
    <IconButton label={label} onClick={toggle}>
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </IconButton>
  );
}
