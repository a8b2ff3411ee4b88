import { endpoints } from '@sentio/domain';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { restrictionKeys } from './keys';

/** A member's restriction, loaded while the editor is open. */
export const useMemberRestriction = (userId: string, enabled: boolean) =>
  useApiQuery(restrictionKeys.member(userId), endpoints.memberRestriction, { params: { userId } }, { enabled });

/** The workspace's analyses and attributes with frequent values (the editor's choices). */
export const useRestrictionOptions = (enabled: boolean) =>
  useApiQuery(restrictionKeys.options, endpoints.restrictionOptions, undefined, { enabled });

/** The session user's own restriction (the data tab's "restricted view" tag). */
export const useMyRestriction = () =>
  useApiQuery(restrictionKeys.mine, endpoints.myRestriction, undefined, { staleTime: 60_000 });
