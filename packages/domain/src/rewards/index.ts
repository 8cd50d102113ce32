export * from './reward-programme';
