// First: with tracing configured, patches http and undici before anything loads them (decision 0111).
import '@agency/service-kit/instrument';
import { closeOnSignals, envInt, startService } from '@agency/service-kit';
import { authService } from './service';

const service = await startService(authService(), { port: envInt('PORT', 4100), host: process.env.HOST });
closeOnSignals(service);
