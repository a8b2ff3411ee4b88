import { rootKeys } from '../../../app/api/queryKeys';

export const packageKeys = {
  plan: [...rootKeys.packages, 'plan'] as const,
  features: [...rootKeys.packages, 'account-features'] as const,
};
