// Summarises a V8 .cpuprofile (`NODE_OPTIONS=--cpu-prof` on a bench run writes one per process): the
// busy time by package (node_modules name, node's own modules, our bundle) and the functions that
// spend the most of it themselves. Usage: tsx bench/profile-summary.ts <file.cpuprofile> [top].
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const IDLE = new Set(['(idle)', '(program)']);

function packageOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const inModules = /node_modules\/(?!\.pnpm)((?:@[^/]+\/)?[^/]+)/.exec(url.split('.pnpm/').pop()!);
  if (inModules) return inModules[1]!;
  if (url.includes('/dist/server.js')) return '@mitti/api (bundle)';
  return url;
}

function main(): void {
  const [file, top = '25'] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile-summary <file.cpuprofile> [top]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  let busy = 0;
  let idle = 0;
  const packages = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id)!;
    if (IDLE.has(callFrame.functionName)) {
      idle += micros;
      continue;
    }
    busy += micros;
    const pkg = packageOf(callFrame);
    packages.set(pkg, (packages.get(pkg) ?? 0) + micros);
    const name = `${callFrame.functionName || '(anonymous)'} ${pkg}:${callFrame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
  }
  const share = (micros: number) => `${((micros / busy) * 100).toFixed(1).padStart(5)}%`;
  console.log(
    `${file}: busy ${(busy / 1e6).toFixed(1)} s, idle ${(idle / 1e6).toFixed(1)} s ` +
      `(${((busy / (busy + idle)) * 100).toFixed(0)}% busy)\n\nself time by package:`,
  );
  for (const [pkg, micros] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
    console.log(`  ${share(micros)}  ${pkg}`);
  }
  console.log('\nself time by function:');
  for (const [name, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
    console.log(`  ${share(micros)}  ${name}`);
  }
}

main();
