import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

// Jest runs in this package's folder.
const root = path.resolve(process.cwd(), '../..');

/**
 * The checks of one package's stories, `src/<name>/<component>.check.tsx`, one describe block each.
 * They share one Jest file, so MUI, React and Storybook's runtime load once, not once per component.
 * The apps' stories (`invest`: the profile page's sections) live beside their checks: a package may
 * not import an app, and the apps do not depend on Storybook.
 */
export function describeChecks(name: 'ui' | 'auth' | 'invest') {
  const folder = path.join(process.cwd(), 'src', name);
  const storiesFolder = name === 'invest' ? folder : path.join(root, 'packages', name, 'src');

  test(`every stories file of ${name} has its checks`, () => {
    const stories = readdirSync(storiesFolder, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.stories.tsx'));
    const unchecked = stories.filter(
      (file) => !existsSync(path.join(folder, file.replace('.stories.tsx', '.check.tsx'))),
    );
    expect(stories.length).toBeGreaterThan(0);
    expect(unchecked).toEqual([]);
  });

  for (const file of readdirSync(folder).filter((entry) => entry.endsWith('.check.tsx'))) {
    describe(file.replace('.check.tsx', ''), () => {
      jest.requireActual(path.join(folder, file));
    });
  }
}
