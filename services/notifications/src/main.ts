import { closeOnSignals, envInt, startService } from '@agency/service-kit';
import { notificationsService } from './service';

const service = await startService(notificationsService, { port: envInt('PORT', 4105), host: process.env.HOST });
closeOnSignals(service);
