// The machine's ceiling for the benchmark: a bare Fastify route answering a constant JSON body
// (read from the file named by argv[2], the size of the real notices list). No database, no work.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.argv[2], 'utf8');
const app = Fastify({ logger: false });
app.get('/constant', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${app.server.address().port}`);
