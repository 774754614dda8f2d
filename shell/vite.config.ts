import { defineConfig } from 'vite';
import { hostViteConfig } from '../shared/src/build/vite.ts';

export default defineConfig(hostViteConfig({ name: 'shell', port: 5173, apiProxy: process.env.API_URL ?? 'http://localhost:3000' }));
