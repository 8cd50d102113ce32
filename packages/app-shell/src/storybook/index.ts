export * from './app-story-decorator';
export * from './dialog-steps';
export * from './screen-story';
export * from './sms-sign-in-plays';
export * from './expect-story-toast';
