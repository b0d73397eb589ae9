import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '@agency/web-kit/rspack';

export default federatedAppConfig({
  dirname: fileURLToPath(new URL('.', import.meta.url)),
  name: 'mfe_crm',
  port: 3002,
  exposes: { './App': './src/App.tsx' },
});
