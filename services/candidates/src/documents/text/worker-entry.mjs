// Plain JavaScript on purpose: a worker does not inherit `node --import tsx` on Node 20 (and vitest's loader
// never reaches it), so it registers tsx in its own thread before loading the TypeScript worker. Works the
// same under `npm run serve`, vitest and the container image (tsx is a dependency of the service).
import { register } from 'tsx/esm/api';

register();
await import('./extract-worker.ts');
