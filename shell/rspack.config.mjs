import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '@agency/web-kit/rspack';

export default federatedAppConfig({
  dirname: fileURLToPath(new URL('.', import.meta.url)),
  name: 'shell',
  port: 3000,
  host: true,
});
