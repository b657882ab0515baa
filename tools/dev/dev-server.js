// `pnpm dev`: the whole product on ONE origin (http://localhost:3000) with hot reload, as in production:
// /api and /uploads go to the API (tsx watch on API_PORT), /shop/ to the shop's Vite server, the rest to
// the invest app's Vite server. Both Vite servers run in middleware mode inside this process.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { createServer as createVite } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);

const api = spawn('pnpm', ['--filter', '@mitti/api', 'run', 'dev'], {
  cwd: root,
  stdio: 'inherit',
  // Its own process group, so that stopping takes tsx and the API with it, not only pnpm.
  detached: true,
  env: { ...process.env, PORT: String(apiPort), PUBLIC_URL: `http://localhost:${port}` },
});

async function vite(app, hmrPort) {
  return createVite({
    root: path.join(root, 'apps', app),
    configFile: path.join(root, 'apps', app, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { port: hmrPort } },
    appType: 'spa',
  });
}

const invest = await vite('invest', 24678);
const shop = await vite('shop', 24679);

function proxyToApi(req, res) {
  const upstream = http.request(
    { host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ message: 'The API is starting or has stopped.', code: 'BAD_GATEWAY' }),
    );
  });
  req.pipe(upstream);
}

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  if (url.startsWith('/api/') || url.startsWith('/uploads/')) return proxyToApi(req, res);
  if (url === '/shop') {
    res.writeHead(301, { location: '/shop/' });
    return res.end();
  }
  const app = url.startsWith('/shop/') ? shop : invest;
  app.middlewares(req, res, () => {
    res.writeHead(404);
    res.end();
  });
});

server.listen(port, () => {
  console.log(`Mitti (dev) at http://localhost:${port}  (API on ${apiPort}, hot reload on)`);
});

function stop() {
  process.kill(-api.pid, 'SIGTERM');
  void Promise.all([invest.close(), shop.close()]).then(() => server.close(() => process.exit(0)));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
