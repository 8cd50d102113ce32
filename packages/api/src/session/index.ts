export * from './session';
export * from './session-persistence';
export * from './session-slice';
export * from './session-storage';
export * from './uniq';
