import type { SkeletonProps } from '@mui/material/Skeleton';
import Skeleton from '@mui/material/Skeleton';

export interface LoadingSkeletonProps extends SkeletonProps {
  /** What is loading, as screen readers hear it ('Loading the charts'). */
  label: string;
}

/**
 * The shape of one thing while it loads, announced as a status named `label`. A Skeleton alone is a
 * span, which may not carry an aria-label (axe: aria-prohibited-attr).
 */
export function LoadingSkeleton({ label, ...skeleton }: LoadingSkeletonProps) {
  return <Skeleton role="status" aria-label={label} {...skeleton} />;
}
