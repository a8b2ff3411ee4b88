import { endpoints, type ReviewKind, type ReviewStatus } from '@sentio/domain';
import { rootKeys } from '../../../app/api/queryKeys';
import { useApiQuery } from '../../../app/api/useApiQuery';

export const reviewKeys = {
  /** Every query of the operators' queue (decisions refetch them all: counts and other pages change too). */
  queue: [...rootKeys.admin, 'review'] as const,
  page: (status: ReviewStatus, kind: ReviewKind | undefined, page: number, size: number) =>
    [...rootKeys.admin, 'review', status, kind ?? '', page, size] as const,
  /** An analysis's request: under the analysis's prefix, so the analysis's events refetch it. */
  project: (code: string) => [...rootKeys.projects, 'project', code, 'make-public'] as const,
};

export const useReviewQueue = (
  status: ReviewStatus,
  kind: ReviewKind | undefined,
  page: number,
  size: number,
  options: { enabled?: boolean } = {},
) =>
  useApiQuery(
    reviewKeys.page(status, kind, page, size),
    endpoints.reviewList,
    { query: { status, page, size, ...(kind ? { kind } : {}) } },
    { placeholderData: (prev) => prev, enabled: options.enabled ?? true },
  );

export const useProjectPublicState = (code: string) =>
  useApiQuery(reviewKeys.project(code), endpoints.projectPublicState, { params: { code } });
