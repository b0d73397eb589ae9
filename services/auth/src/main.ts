import { closeOnSignals, envInt, startService } from '@agency/service-kit';
import { authService } from './service';

const service = await startService(authService(), { port: envInt('PORT', 4100), host: process.env.HOST });
closeOnSignals(service);
