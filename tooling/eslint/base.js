// Shared flat config: recommended JS + TypeScript rules and the monorepo's import boundaries.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Rules every package follows. */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/storybook-static/**', '**/node_modules/**', '**/*.config.*', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message: 'Use the typed useAppDispatch / useAppSelector / useAppStore from @luggage/api/store.',
            },
          ],
          patterns: [{ group: ['../../*/src/*', '../../../*/src/*'], message: 'Import another package by its @luggage/ name.' }],
        },
      ],
    },
  },
  {
    // The server's layers: routes → services → db, never a service → http/ or routes/.
    files: ['**/src/services/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../*/src/*', '../../../*/src/*'], message: 'Import another package by its @luggage/ name.' },
            { group: ['**/http/*', '**/routes/*'], message: 'Services never import the HTTP layer (routes → services → db): move what they share into services/.' },
          ],
        },
      ],
    },
  },
);
