// Lint for the whole workspace. Features never import each other (CONVENTIONS 1) and remotes
// never import another app's folder: shared code goes through packages/.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Chakra and the router reach the apps only through the shared, tree-shaken facades (ADR 005).
const FACADES = [
  { group: ['@chakra-ui/react', '@chakra-ui/react/*', '@chakra-ui/react-theme/*'], message: "Import from '@market/ui/chakra' (add the component there)." },
  { group: ['react-router-dom', 'react-router'], message: "Import from '@market/ui/router'." },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '.data/**', '.test-results/**', '**/drizzle/**', 'coverage/**'] },
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
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
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
          patterns: [
            { group: ['../../*/features/*', '**/mf-*/**', '**/shell/**', '**/api/src/**'], message: 'Share through packages/ instead.' },
            ...FACADES,
          ],
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
        { patterns: [{ group: ['../../*/features/*', '**/mf-*/**', '**/shell/**', '**/api/src/**', '!@market/mf-*/pages'], message: 'Share through packages/ instead.' }, ...FACADES] },
      ],
    },
  },
  {
    files: ['api/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@market/mf-*/**', '**/mf-*/**', '**/shell/**', '!@market/mf-*/pages'], message: "The API reads only a remote's data-only pages list ('@market/mf-<remote>/pages')." }] },
      ],
    },
  },
  {
    files: ['packages/**/*.ts', 'packages/**/*.tsx'],
    ignores: ['packages/ui/src/chakra.ts', 'packages/ui/src/chakra-interactive.ts', 'packages/ui/src/chakra-overlay.ts', 'packages/ui/src/chakra-form-controls.ts', 'packages/ui/src/chakra-more.ts', 'packages/ui/src/router.ts', 'packages/ui/src/router-server.ts', 'packages/ui/src/system.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: FACADES }] },
  },
  {
    // The shared UI kit is shared module by module: a relative import would load a second copy of
    // a sibling (a second Chakra system, a second colour-mode context) beside the shared one.
    files: ['packages/ui/src/**/*.ts', 'packages/ui/src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'packages/ui/src/chakra.ts', 'packages/ui/src/chakra-interactive.ts', 'packages/ui/src/chakra-overlay.ts', 'packages/ui/src/chakra-form-controls.ts', 'packages/ui/src/chakra-more.ts', 'packages/ui/src/router.ts', 'packages/ui/src/router-server.ts', 'packages/ui/src/system.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...FACADES, { group: ['./*', '../*'], message: "Import a sibling by its shared name, '@market/ui/<file>'." }] },
      ],
    },
  },
);
