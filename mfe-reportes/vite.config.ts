import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/src/build/vite.ts';

export default defineConfig(
  remoteViteConfig({
    name: 'mfe_reportes',
    folder: 'mfe-reportes',
    port: 5179
  }),
);
