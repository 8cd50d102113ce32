export * from './contract-openapi';
export * from './api-docs-page';
