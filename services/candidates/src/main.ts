import { closeOnSignals, envInt, startService } from '@agency/service-kit';
import { candidatesService } from './service';

const service = await startService(candidatesService(), { port: envInt('PORT', 4102), host: process.env.HOST });
closeOnSignals(service);
