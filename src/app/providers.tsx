/**
 * App-wide providers: Redux store, backend mode, theme (styled-components
 * tokens + `data-theme` on the document root) and the toast container.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { BackendModeContext, type BackendMode } from '@/api/backend-mode';
import { AppToastContainer } from '@/components/toast';
import { useThemePreference } from '@/features/theme/useThemePreference';
import { GlobalStyle } from '@/theme/GlobalStyle';
import { themes } from '@/theme/tokens';
import type { AppStore } from './store';

/** The stored theme as styled-components tokens, `data-theme` on <html> (set before paint), global style and toasts. */
export function AppTheme({ children }: { children: ReactNode }) {
  const { theme } = useThemePreference();
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-theme', theme);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themes[theme].colors.browserBar);
  }, [theme]);
  return (
    <ThemeProvider theme={themes[theme]}>
      <GlobalStyle />
      {children}
      <AppToastContainer />
    </ThemeProvider>
  );
}

export function AppProviders({ store, backend, children }: { store: AppStore; backend: BackendMode; children: ReactNode }) {
  return (
    <Provider store={store}>
      <BackendModeContext.Provider value={backend}>
        <AppTheme>{children}</AppTheme>
      </BackendModeContext.Provider>
    </Provider>
  );
}
