import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { withBackend, withRouter, withStore, withTheme } from './decorators';
import { mockDbLoader, roleLoader, themeLoader } from './loaders';
import { startMockWorker } from './msw';

/*
 * Every story gets, in this order (loaders run before the render; decorators
 * from the first, innermost, to the last, outermost):
 *
 *   loaders     mswLoader      MSW's worker with the mock's handlers (./msw.ts);
 *                              a story adds its own in `beforeEach({ msw }) { msw.use(…) }`
 *                              with the helpers of ./api.ts (never, answer, networkError)
 *               themeLoader    toolbar theme → stored preference
 *               mockDbLoader   the mock database re-seeded
 *               roleLoader     parameters.role signed in (session in the story's own storage)
 *   decorators  withTheme      ThemeProvider + GlobalStyle + data-theme + toasts
 *               withRouter     MemoryRouter at parameters.route (default '/home')
 *               withBackend    BackendModeContext: mock (default) or parameters.backend 'remote'
 *               withStore      a new setupStore() over the story's session storage
 *
 * Every parameter is documented on its loader or decorator.
 */
const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Tema claro ou escuro',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Claro', icon: 'sun' },
          { value: 'dark', title: 'Escuro', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  loaders: [mswLoader(startMockWorker), themeLoader, mockDbLoader, roleLoader],
  decorators: [withTheme, withRouter, withBackend, withStore],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
  },
};

export default preview;
