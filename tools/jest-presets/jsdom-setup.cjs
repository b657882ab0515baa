require('@testing-library/jest-dom');

// findBy and waitFor give up after 1 s by default; lazy routes on a busy 2-core CI machine can take
// longer to appear, which failed tests that were right (5 s was not always enough on a CI machine
// running at a third of its usual speed). A wait that succeeds ends as soon as it does, so the margin
// costs only a failing test's time. Testing Library is the tested package's own dependency, so it is
// resolved from there (Jest runs in the package's folder).
require(require.resolve('@testing-library/react', { paths: [process.cwd()] })).configure({
  asyncUtilTimeout: 15_000,
});

// MUI's TextareaAutosize (every multiline TextField) reads its textarea's computed style after each
// render to size it. jsdom has no layout, so the figures are of no use, and working out the cascade of
// every emotion rule took over a third of a form test's time. A textarea answers its inline style
// (its own `display` and `visibility` still count); every other element is computed as before.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element, pseudoElement) =>
  element instanceof window.HTMLTextAreaElement && pseudoElement === undefined
    ? element.style
    : computedStyle(element, pseudoElement);
