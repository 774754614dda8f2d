import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/src/build/vite.ts';

export default defineConfig(
  remoteViteConfig({
    name: 'mfe_productos',
    folder: 'mfe-productos',
    port: 5176
  }),
);
