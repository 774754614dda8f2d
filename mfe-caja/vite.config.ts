import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/src/build/vite.ts';
import { manifest } from './src/manifest.ts';

export default defineConfig(
  remoteViteConfig({
    name: 'mfe_caja',
    folder: 'mfe-caja',
    port: 5177,
    manifest,
  }),
);
