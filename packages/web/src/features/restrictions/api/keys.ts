import { rootKeys } from '../../../app/api/queryKeys';

export const restrictionKeys = {
  all: [...rootKeys.workspace, 'restrictions'] as const,
  member: (userId: string) => [...rootKeys.workspace, 'restrictions', 'member', userId] as const,
  options: [...rootKeys.workspace, 'restrictions', 'options'] as const,
  mine: [...rootKeys.workspace, 'restrictions', 'mine'] as const,
};
