export * from './create-i18n';
export * from './language-switch';
export * from './languages';
export * from './api-error-text';
export * from './goods-text';
export * from './elapsed-time-text';
