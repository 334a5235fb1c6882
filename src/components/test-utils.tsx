import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { themes } from '@/theme/tokens';

/** Renders `ui` inside the styled-components theme (light unless told otherwise). */
export function renderWithTheme(ui: ReactElement, options: RenderOptions & { themeName?: keyof typeof themes } = {}) {
  const { themeName = 'light', ...rest } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return <ThemeProvider theme={themes[themeName]}>{children}</ThemeProvider>;
  }
  return render(ui, { wrapper: Wrapper, ...rest });
}
