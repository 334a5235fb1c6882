import { useLayoutEffect } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { AppToastContainer } from '../src/components/toast';
import { parseTheme } from '../src/domain/theme';
import { GlobalStyle } from '../src/theme/GlobalStyle';
import { themes } from '../src/theme/tokens';

function DocumentTheme({ name }: { name: string }) {
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-theme', name);
  }, [name]);
  return null;
}

/**
 * Wraps every story in the styled-components theme chosen in the toolbar
 * (globals.theme: 'light' | 'dark'), the global style, data-theme on <html>
 * and the app's toast container.
 */
export const withTheme: Decorator = (Story, context) => {
  const name = parseTheme(context.globals.theme as string | undefined);
  return (
    <ThemeProvider theme={themes[name]}>
      <GlobalStyle />
      <DocumentTheme name={name} />
      <Story />
      <AppToastContainer />
    </ThemeProvider>
  );
};
