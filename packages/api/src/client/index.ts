export * from './api-origin';
export * from './base-api';
export * from './endpoint-call';
export * from './client-variant';
export * from './interpret-response';
export * from './signed-base-query';
export * from './signed-request';
