export * from './reward-programme';
export * from './id-number';
export * from './withdrawal-refusal';
