export { ReviewStars } from './review-stars';
