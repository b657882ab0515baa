import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which workspace packages each package may import. Arrows point one way:
 * apps -> auth -> api-client -> domain, apps -> ui -> domain, auth -> ui; the API imports only domain.
 */
const ALLOWED = {
  domain: [],
  'api-client': ['domain'],
  ui: ['domain'],
  auth: ['api-client', 'domain', 'ui'],
  api: ['domain'],
  invest: ['auth', 'api-client', 'domain', 'ui'],
  shop: ['auth', 'api-client', 'domain', 'ui'],
  e2e: [],
  storybook: ['auth', 'api-client', 'domain', 'ui'],
};
const ALL = ['domain', 'api-client', 'ui', 'auth', 'api', 'invest', 'shop'];

/**
 * An app's features do not import each other (by `@/features/...` or a relative path): what two
 * features share belongs in a package, or in the app's `src/app`.
 * @param {string} dirname
 */
function featureBoundaries(dirname) {
  const featuresDir = path.join(dirname, 'src/features');
  if (!existsSync(featuresDir)) return [];
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    {
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [
          createNodeResolver({
            extensions: ['.ts', '.tsx', '.js'],
            tsconfig: { configFile: path.join(dirname, 'tsconfig.json') },
          }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: featuresDir,
            zones: features.map((feature) => ({
              target: `./${feature}`,
              from: '.',
              except: [`./${feature}`],
              message: 'Features do not import each other: move what they share into a package.',
            })),
          },
        ],
      },
    },
  ];
}

/**
 * @param {{ name: keyof typeof ALLOWED, dirname: string, react?: boolean }} options
 */
export function mitti({ name, dirname, react = false }) {
  const forbidden = ALL.filter((other) => other !== name && !ALLOWED[name].includes(other));
  return defineConfig(
    {
      ignores: [
        'dist/**',
        'dist-server/**',
        'coverage/**',
        'drizzle/**',
        '*.config.*',
        'storybook-static/**',
      ],
    },
    js.configs.recommended,
    tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir: dirname },
        globals: react ? { ...globals.browser } : { ...globals.node },
      },
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-misused-promises': [
          'error',
          { checksVoidReturn: { attributes: false } },
        ],
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...(forbidden.length
                ? [
                    {
                      group: forbidden
                        .map((other) => `@mitti/${other}`)
                        .concat(forbidden.map((other) => `@mitti/${other}/*`)),
                      message: `${name} may not import this package (see DESIGN.md: arrows point one way).`,
                    },
                  ]
                : []),
              {
                group: ['**/index', '**/index.ts'],
                message: 'No barrel files: import the module that holds the thing.',
              },
              ...(name === 'domain'
                ? [
                    {
                      group: ['react', 'react-dom', '@mui/*', 'fastify'],
                      message: 'domain is pure.',
                    },
                  ]
                : []),
              ...(react
                ? [{ regex: '^@mui/(material|icons-material)$', message: 'Use MUI path imports.' }]
                : []),
            ],
          },
        ],
      },
    },
    ...(react
      ? [
          {
            plugins: { 'react-hooks': reactHooks },
            rules: {
              'react-hooks/rules-of-hooks': 'error',
              'react-hooks/exhaustive-deps': 'warn',
            },
          },
        ]
      : []),
    ...featureBoundaries(dirname),
    {
      files: ['**/*.test.ts', '**/*.test.tsx'],
      rules: {
        '@typescript-eslint/no-unsafe-assignment': 'off',
        '@typescript-eslint/no-unsafe-member-access': 'off',
        '@typescript-eslint/no-non-null-assertion': 'off',
      },
    },
  );
}
