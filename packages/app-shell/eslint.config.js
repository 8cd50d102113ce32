export { default } from '@luggage/eslint-config/react';
