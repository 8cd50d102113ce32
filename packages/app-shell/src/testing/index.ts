export * from './render-route';
