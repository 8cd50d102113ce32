// Shared flat config: recommended JS + TypeScript rules, only the typed Redux hooks, no import cycles, and
// no workspace imports unless a package's own config allows them (see boundaries.js).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noImportCycles, workspaceImports } from './boundaries.js';

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
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message: 'Use the typed useAppDispatch / useAppSelector / useAppStore from @luggage/api/store.',
            },
          ],
        },
      ],
    },
  },
  noImportCycles,
  workspaceImports([]),
);
