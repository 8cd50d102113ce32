export * from './app-story-decorator';
