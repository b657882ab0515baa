// The built server (dist/server.js) as it runs in production, plus an IPC probe that answers the
// parent's 'memory' message with process.memoryUsage(): bench:api's soak samples RSS and heap with it.
import path from 'node:path';
import { API_ROOT } from '../src/paths';

process.on('message', (message) => {
  if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
});
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));

void import(path.join(API_ROOT, 'dist/server.js'));
