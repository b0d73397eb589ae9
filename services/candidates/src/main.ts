// First: with tracing configured, patches http and undici before anything loads them (decision 0111).
import '@agency/service-kit/instrument';
import { closeOnSignals, envInt, startService } from '@agency/service-kit';
import { candidatesService } from './service';

const service = await startService(candidatesService(), { port: envInt('PORT', 4102), host: process.env.HOST });
closeOnSignals(service);
