export * from './api-error-effects';
export * from './create-app-store';
export * from './notices-slice';
