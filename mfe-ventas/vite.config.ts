import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/src/build/vite.ts';

export default defineConfig(
  remoteViteConfig({
    name: 'mfe_ventas',
    folder: 'mfe-ventas',
    port: 5174
  }),
);
