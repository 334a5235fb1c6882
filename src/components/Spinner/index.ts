export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { PageLoader } from './PageLoader';
export type { PageLoaderProps } from './PageLoader';
