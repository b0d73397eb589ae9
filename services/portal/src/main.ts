import { closeOnSignals, envInt, startService } from '@agency/service-kit';
import { portalService } from './service';

const service = await startService(portalService, { port: envInt('PORT', 4104), host: process.env.HOST });
closeOnSignals(service);
