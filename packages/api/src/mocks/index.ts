export * from './factories';
export * from './mock-endpoint';
