export * from './use-countdown';
