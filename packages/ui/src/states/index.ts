export { LoadingState, type LoadingStateProps } from './loading-state';
export { EmptyState, type EmptyStateAction, type EmptyStateProps } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
