import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/src/build/vite.ts';

export default defineConfig(
  remoteViteConfig({
    name: 'mfe_resto',
    folder: 'mfe-resto',
    port: 5175,
  }),
);
