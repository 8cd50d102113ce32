export * from './api-error';
export * from './api-error-locales';
