export * from './not-found-screen';
export * from './placeholder-route';
export * from './placeholder-screen';
export * from './route-loading';
export * from './screen-top-bar';
export * from './titled-placeholder';
