export * from './render-route';
export * from './render-with-app';
export * from './play-every-story';
export * from './set-up-msw';
export * from './expect-sent-to-login';
export * from './request-log';
export * from './recorded-endpoint';
export * from './expect-toast';
