// First: with tracing configured, patches http and undici before anything loads them (decision 0111).
import '@agency/service-kit/instrument';
import { closeOnSignals, envInt, startService } from '@agency/service-kit';
import { notificationsService } from './service';

const service = await startService(notificationsService, { port: envInt('PORT', 4105), host: process.env.HOST });
closeOnSignals(service);
