export * from './render-route';
export * from './render-with-app';
