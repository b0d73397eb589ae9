// The machine's ceiling for the API bench: a bare fastify route answering a constant JSON body, with no
// logging, access checks or database; run in a child process like the services.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { items: [{ id: 'ceiling', title: 'A constant answer' }], total: 1 };
app.get('/ceiling', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
