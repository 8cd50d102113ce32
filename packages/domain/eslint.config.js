export { default } from '@luggage/eslint-config/base';
