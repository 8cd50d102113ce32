export * from './app-providers';
export * from './mount-app';
export * from './toast-outlet';
