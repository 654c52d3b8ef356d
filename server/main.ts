// The referee's server: serves the built client and GET /healthz. Game rooms (Colyseus)
// join this server in issue 3.
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { health } from './health.js';
import { contentType, resolveStatic } from './static.js';

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
const port = Number(process.env.PORT ?? 2567);

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  if (req.method === 'GET' && url.split('?')[0] === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(health()));
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { 'content-type': 'text/plain; charset=utf-8', allow: 'GET, HEAD' });
    res.end('Method not allowed');
    return;
  }
  const file = resolveStatic(clientDir, url === '/' ? '/index.html' : url);
  if (!file || !existsSync(file)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(existsSync(clientDir) ? 'Not found' : 'The client is not built: run `npm start` (it builds first).');
    return;
  }
  res.writeHead(200, { 'content-type': contentType(file) });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
});

server.listen(port, () => console.log(`Epic Ancients referee on http://localhost:${port}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
