export * from './api-error-effects';
export * from './app-hooks';
export * from './create-app-store';
export * from './notices-slice';
export * from './rejection-toast';
export * from './use-rejection-toast';
