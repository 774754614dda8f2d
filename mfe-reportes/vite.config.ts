import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/src/build/vite.ts';
import { manifest } from './src/manifest.ts';

export default defineConfig(
  remoteViteConfig({
    name: 'mfe_reportes',
    folder: 'mfe-reportes',
    port: 5179,
    manifest,
  }),
);
