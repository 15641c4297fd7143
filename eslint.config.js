import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/**', 'build-*/**', 'data/**', 'node_modules/**', '.react-router/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  // Imports run one way: shared/ imports nothing of ours, db/ only shared/, server/ neither app/ nor the tools, app/
  // reaches the server only through the types in shared/ (shared/services.ts: what pages may ask), and the
  // tools (scripts/, bench/) never lean on the tests. Import cycles are found by dpdm in `npm run lint`.
  ...[
    ['shared', ['app', 'server', 'db', 'scripts', 'bench', 'tests'], 'shared/ imports nothing of ours.'],
    ['db', ['app', 'server', 'scripts', 'bench', 'tests'], 'db/ imports only shared/.'],
    ['server', ['app', 'scripts', 'bench', 'tests'], 'server/ never imports app/ or the tools: what the server and a script share lives in server/.'],
    ['app', ['server', 'db', 'scripts', 'bench', 'tests'], 'app/ reaches the server only through the types in shared/ (shared/services.ts).'],
    ['scripts', ['app', 'bench', 'tests'], 'scripts/ never imports app/, bench/ or tests/.'],
    ['bench', ['app', 'tests'], 'bench/ never imports app/ or tests/: what both need goes in scripts/lib/.'],
  ].map(([folder, banned, message]) => ({
    files: [`${folder}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: banned.map((b) => `**/${b}/**`), message }] }] },
  })),
  {
    files: ['tests/**/*.ts'],
    rules: {
      // A focused or skipped test is a defect here.
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only' },
        { object: 'it', property: 'skip' },
        { object: 'describe', property: 'only' },
        { object: 'describe', property: 'skip' },
        { object: 'test', property: 'only' },
        { object: 'test', property: 'skip' },
      ],
    },
  },
);
