export * from './create-i18n';
export * from './language-switch';
export * from './languages';
