export { LoadFailure } from './LoadFailure';
export type { LoadFailureProps } from './LoadFailure';
