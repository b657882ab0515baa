import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../../../packages/ui/src/**/*.stories.tsx',
    '../../../packages/auth/src/**/*.stories.tsx',
    // The apps' stories live here: a package may not import an app (see src/describe-checks.ts).
    '../src/invest/**/*.stories.tsx',
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables need the docs addon, which this lean setup leaves out; skipping docgen saves build time.
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Storybook's Vite builder adds no JSX transform of its own: the apps' React plugin does that.
      plugins: [react()],
      // One preview chunk holds MUI and every story; it is a tool, never part of an app's bundle.
      build: { chunkSizeWarningLimit: 2000 },
    }),
};

export default config;
