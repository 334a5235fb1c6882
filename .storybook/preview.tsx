import type { Preview } from '@storybook/react-vite';
import { withTheme } from './decorators';

/*
 * To add providers (store, router, session, MSW), append decorators to the
 * list below and loaders to `loaders`. Storybook applies decorators from the
 * first (innermost) to the last (outermost): keep withTheme first so a
 * provider added later still wraps a themed story.
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
  decorators: [withTheme],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
  },
};

export default preview;
