import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '@agency/web-kit/rspack';

export default federatedAppConfig({
  dirname: fileURLToPath(new URL('.', import.meta.url)),
  name: 'mfe_public',
  port: 3001,
  exposes: { './App': './src/App.tsx' },
});
