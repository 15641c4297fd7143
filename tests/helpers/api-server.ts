// The API alone as a real process (no pages, so no build is needed): what crash and durability tests
// kill and restart. Reads its settings from the environment like the server, listens on a free port
// of 127.0.0.1 and prints "listening <port>" once it answers. TEST_DEMO_LIMIT seeds only that many demo
// products (drawing all of them takes seconds a start).
import { buildApp } from '../../server/app.ts';
import { prepare } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';

const config = loadConfig(process.env);
const demoLimit = process.env.TEST_DEMO_LIMIT ? Number(process.env.TEST_DEMO_LIMIT) : undefined;
const { services } = await prepare(config, undefined, demoLimit === undefined ? {} : { demoLimit });
const app = await buildApp(services);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
