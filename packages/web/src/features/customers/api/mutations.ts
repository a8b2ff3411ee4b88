import { useQueryClient } from '@tanstack/react-query';
import { customerEndpoints, type CustomerSettingsBody } from '@sentio/domain';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { customerKeys } from './keys';

/**
 * Saves the customer mapping. The answer is the new settings: stored at once, so a re-link that started shows its
 * progress without waiting for a refetch; field errors (CUSTOMER_ATTRIBUTE_UNKNOWN…) are shown by the form.
 */
export function useSaveCustomerSettings() {
  const queryClient = useQueryClient();
  return useApiMutation(
    customerEndpoints.customerSettingsUpdate,
    {
      form: true,
      onSuccess: (settings) => {
        queryClient.setQueryData(customerKeys.settings, settings);
        if (settings.relinkState !== 'RUNNING') void queryClient.invalidateQueries({ queryKey: customerKeys.lists });
      },
    },
    (body: CustomerSettingsBody) => ({ body }),
  );
}
