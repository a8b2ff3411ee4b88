import { useQueryClient } from '@tanstack/react-query';
import { endpoints, type MemberRestrictionBody } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { restrictionKeys } from './keys';

export function useSaveRestriction(userId: string) {
  const queryClient = useQueryClient();
  return useApiMutation(
    endpoints.memberRestrictionSave,
    {
      form: true,
      onSuccess: (saved) => {
        queryClient.setQueryData(restrictionKeys.member(userId), saved);
        return queryClient.invalidateQueries({ queryKey: restrictionKeys.all });
      },
    },
    (body: MemberRestrictionBody) => ({ params: { userId }, body }),
  );
}
