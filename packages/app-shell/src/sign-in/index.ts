export * from './check-sign-in-fields';
export * from './use-sms-sign-in';
export * from './sms-sign-in-form';
export * from './consent-checkbox';
export * from './login-draft';
