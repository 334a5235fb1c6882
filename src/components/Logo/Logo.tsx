import { useTheme } from 'styled-components';
import logoDark from '@/assets/logo-dark.svg';
import logoLight from '@/assets/logo-light.svg';

/** The product logo, in the variant that reads on the current theme. */
export function Logo({ height = 36 }: { height?: number }) {
  const theme = useTheme();
  return <img src={theme.mode === 'dark' ? logoDark : logoLight} alt="Escola" height={height} width={(height * 180) / 40} />;
}
