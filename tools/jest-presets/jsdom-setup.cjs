require('@testing-library/jest-dom');

// findBy and waitFor give up after 1 s by default; lazy routes on a busy 2-core CI machine can take
// longer to appear, which failed tests that were right. Testing Library is the tested package's own
// dependency, so it is resolved from there (Jest runs in the package's folder).
require(require.resolve('@testing-library/react', { paths: [process.cwd()] })).configure({
  asyncUtilTimeout: 5000,
});
