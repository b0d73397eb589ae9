import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '@agency/web-kit/rspack';

export default federatedAppConfig({
  dirname: fileURLToPath(new URL('.', import.meta.url)),
  name: 'mfe_client',
  port: 3004,
  exposes: { './App': './src/App.tsx' },
});
