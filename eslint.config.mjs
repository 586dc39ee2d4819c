// Lint for the whole workspace. Features never import each other (CONVENTIONS 1) and remotes
// never import another app's folder: shared code goes through packages/.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

// Feature boundaries (ADR 017), checked on resolved files, not on how a path is spelled:
// mf-*/src/features/<x> imports no other feature, and a remote's shared folders (components, lib,
// api, urls.ts) import no feature. A piece two features need moves to a shared folder or to
// packages/. The zones are made from the folders on disk, so a new feature is covered at once;
// lint/boundaries.test.ts proves that they still match.
const SHARED_IN_REMOTE = ['components', 'lib', 'api', 'hooks', 'stores', 'utils', 'urls.ts'];
const FEATURE_MESSAGE =
  'Features never import each other: move what both need to src/components, src/lib, src/api or packages/ (CONVENTIONS 1).';
export const featureZones = readdirSync(ROOT)
  .filter((dir) => dir.startsWith('mf-') && existsSync(path.join(ROOT, dir, 'src/features')))
  .flatMap((remote) => {
    const features = `./${remote}/src/features`;
    const names = readdirSync(path.join(ROOT, features), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    return [
      ...names.map((name) => ({ target: `${features}/${name}`, from: features, except: [`./${name}`], message: FEATURE_MESSAGE })),
      {
        target: SHARED_IN_REMOTE.map((s) => `./${remote}/src/${s}`),
        from: features,
        message: 'Shared code of a remote imports no feature (imports flow shared → features → app).',
      },
    ];
  });

// Chakra and the router reach the apps only through the shared, tree-shaken facades (ADR 005).
const FACADES = [
  {
    group: ['@chakra-ui/react', '@chakra-ui/react/*', '@chakra-ui/react-theme/*'],
    message: "Import from '@market/ui/chakra' (add the component there).",
  },
  { group: ['react-router-dom', 'react-router'], message: "Import from '@market/ui/router'." },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.types/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '.data/**',
      '.test-results/**',
      '**/drizzle/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files no-cycle opens and parses to follow their imports (default: JavaScript only).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          conditionNames: ['types', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: featureZones }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // A transaction is a Db: a double cast would hide a real type mismatch (issue 13).
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression[typeAnnotation.typeName.name='Db'] > TSAsExpression[typeAnnotation.type='TSUnknownKeyword']",
          message: 'No `as unknown as Db`: a transaction is already a Db.',
        },
      ],
    },
  },
  {
    // Tests read untyped JSON bodies and assert their shape.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/src/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['mf-*/src/**', 'shell/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/mf-*/**', '**/shell/**', '**/api/src/**'], message: 'Share through packages/ instead.' }, ...FACADES],
        },
      ],
    },
  },
  {
    // A remote's `pages` list (data only: paths, permissions, labels) is the one source of its
    // pages' permissions: the API serves it in /remotes.json and the shell's tests build their
    // fixtures from it. Nothing else of a remote is imported outside it.
    files: ['shell/src/**/*.test.ts', 'shell/src/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*/features/*', '**/mf-*/**', '**/shell/**', '**/api/src/**', '!@market/mf-*/pages'],
              message: 'Share through packages/ instead.',
            },
            ...FACADES,
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@market/mf-*/**', '**/mf-*/**', '**/shell/**', '!@market/mf-*/pages'],
              message: "The API reads only a remote's data-only pages list ('@market/mf-<remote>/pages').",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/**/*.ts', 'packages/**/*.tsx'],
    ignores: [
      'packages/ui/src/chakra.ts',
      'packages/ui/src/chakra-interactive.ts',
      'packages/ui/src/chakra-overlay.ts',
      'packages/ui/src/chakra-form-controls.ts',
      'packages/ui/src/chakra-more.ts',
      'packages/ui/src/chakra-select.ts',
      'packages/ui/src/router.ts',
      'packages/ui/src/router-server.ts',
      'packages/ui/src/system.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: FACADES }] },
  },
  {
    // The shared UI kit is shared module by module: a relative import would load a second copy of
    // a sibling (a second Chakra system, a second colour-mode context) beside the shared one.
    files: ['packages/ui/src/**/*.ts', 'packages/ui/src/**/*.tsx'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'packages/ui/src/chakra.ts',
      'packages/ui/src/chakra-interactive.ts',
      'packages/ui/src/chakra-overlay.ts',
      'packages/ui/src/chakra-form-controls.ts',
      'packages/ui/src/chakra-more.ts',
      'packages/ui/src/chakra-select.ts',
      'packages/ui/src/router.ts',
      'packages/ui/src/router-server.ts',
      'packages/ui/src/system.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...FACADES, { group: ['./*', '../*'], message: "Import a sibling by its shared name, '@market/ui/<file>'." }] },
      ],
    },
  },
);
