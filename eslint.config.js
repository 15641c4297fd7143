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
