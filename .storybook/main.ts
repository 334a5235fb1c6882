import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // public/ for the app's static files, mocks/public for MSW's mockServiceWorker.js.
  staticDirs: ['../public', '../mocks/public'],
  core: { disableTelemetry: true },
};

export default config;
