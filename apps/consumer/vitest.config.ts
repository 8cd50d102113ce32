export { default } from '@luggage/vitest-config/app';
