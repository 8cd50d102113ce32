// Shared flat config for React code: the base rules plus the rules of hooks.
import reactHooks from 'eslint-plugin-react-hooks';
import base from './base.js';

/** Rules for the apps and the React packages. */
export default [
  ...base,
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
];
