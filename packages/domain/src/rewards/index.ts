export * from './reward-programme';
export * from './id-number';
