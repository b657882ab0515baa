// One swc transform for every package: TypeScript/TSX to CommonJS for Jest.
// ESM-only dependencies (ky, React Router, jose, file-type and friends) are transformed too, see ESM_PACKAGES.
const transformer = require.resolve('@swc/jest');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: {
      react: { runtime: 'automatic' },
      // Vite's hot-reload handle, read by React Router 8: absent under Jest. CommonJS has no
      // import.meta; swc rewrites import.meta.url itself but leaves other properties.
      optimizer: { simplify: false, globals: { vars: { 'import.meta.hot': 'undefined' } } },
    },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

const ESM_PACKAGES = [
  'ky',
  'jose',
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  'uint8array-extras',
  '@tokenizer',
  '@borewit',
  // ESM-only, pulled in by @fastify/static and Fastify's inject
  'content-disposition',
  'cookie',
  // React Router 8 ships ESM only, with its dependencies
  'react-router',
  'cookie-es',
  '@remix-run',
  // PGlite's CommonJS build loads Node built-ins with import(), which Jest's sandbox refuses
  '@electric-sql',
  // pg-boss 12 and its error serialiser ship ESM only
  'pg-boss',
  'serialize-error',
  'non-error',
  // Storybook 10 ships ESM only; tools/storybook's test renders the stories through composeStories
  'storybook',
  '@storybook',
];

// pnpm keeps packages under node_modules/.pnpm/<name>@<version>/node_modules/<name>
const ESM_PATTERN = ESM_PACKAGES.map((name) => name.replace('/', '\\+?/?')).join('|');

module.exports = {
  transform: {
    '^.+\\.(t|j|mj|cj)sx?$': [transformer, swcOptions],
  },
  transformIgnorePatterns: [
    `/node_modules/(?!(\\.pnpm/(${ESM_PATTERN})[^/]*/node_modules/)?(${ESM_PATTERN}))`,
  ],
};
