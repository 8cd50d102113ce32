export { default } from '@luggage/vitest-config/dom';
