// Stops a command at once on a Node.js older than package.json's "engines", saying how to get one.
// Plain JavaScript that any Node since 12 can run, so the message shows where the build would fail.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const wanted = engines.node.replace('>=', '');
const [wantedMajor, wantedMinor] = wanted.split('.').map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);

if (major < wantedMajor || (major === wantedMajor && minor < (wantedMinor || 0))) {
  console.error(
    [
      `Mitti needs Node.js ${wanted} or newer (Node 24 LTS); this is Node.js ${process.versions.node}.`,
      'Get it from the npm registry with:',
      '',
      '  npm i -g node@24',
      '',
      "If npm answers EEXIST (the system's packages installed node), install it beside them and put",
      'it first in PATH:',
      '',
      '  npm i -g --prefix ~/.local node@24 && export PATH="$HOME/.local/bin:$PATH"',
    ].join('\n'),
  );
  process.exit(1);
}
