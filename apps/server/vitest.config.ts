export { default } from '@luggage/vitest-config/node';
