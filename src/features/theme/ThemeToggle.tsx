import { IconButton } from '@/components/Button';
import { CoreIcon } from '@/components/Icon/CoreIcon';
import { useThemePreference } from './useThemePreference';

/** Switches between the light and dark themes. */
export function ThemeToggle() {
  const { theme, toggle } = useThemePreference();
  const label = theme === 'dark' ? 'Ativar tema claro' : 'Ativar tema escuro';
  return (
    <IconButton label={label} onClick={toggle}>
      <CoreIcon name={theme === 'dark' ? 'sun' : 'moon'} />
    </IconButton>
  );
}
