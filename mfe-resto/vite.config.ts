import { remoteViteConfig } from '../shared/src/build/vite.ts';
import { manifest } from './src/manifest.ts';

// No defineConfig (an identity function): this package's vite resolves with terser as its optional
// peer (workbox-build brings it, for the handheld's service worker) and its types would not match
// those of the vite that shared/src/build/vite.ts is typed against.
export default remoteViteConfig({
  name: 'mfe_resto',
  folder: 'mfe-resto',
  port: 5175,
  manifest,
});
