import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import * as preview from '../.storybook/preview';

setProjectAnnotations(preview);

type StoriesModule = Parameters<typeof composeStories>[0];
type Expectation = () => void | Promise<void>;

/**
 * One test per story of a stories module: the story renders (its play function included) inside the
 * preview's decorators without a console error, then shows what it is about. Every story needs an
 * expectation, or this does not type-check.
 */
export function checkStories<Module extends StoriesModule>(
  module: Module,
  expectations: Record<keyof ReturnType<typeof composeStories<Module>>, Expectation>,
) {
  // Typed by each story's props; only run() (render, then play) is needed here.
  const stories = composeStories(module) as Record<string, { run: () => Promise<void> }>;
  for (const [name, expectation] of Object.entries<Expectation>(expectations)) {
    test(name, async () => {
      const consoleError = jest.spyOn(console, 'error');
      try {
        await stories[name]?.run();
        await expectation();
        expect(consoleError).not.toHaveBeenCalled();
      } finally {
        consoleError.mockRestore();
      }
    });
  }
}
