export { FallbackPage, type FallbackPageProps } from './fallback-page';
