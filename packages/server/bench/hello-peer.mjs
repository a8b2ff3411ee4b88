// The peer: a bare Fastify hello-world, the ceiling any Fastify API on this machine can reach.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
