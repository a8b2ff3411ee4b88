import type { ReactNode } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@sentio/domain';
import { apiErrorText } from '../../../app/api/messages';

/** A form-level API error, translated from its message code. */
export function ApiErrorAlert({
  error,
  testId,
  action,
}: {
  error: Pick<ApiError, 'messageCode' | 'message'> | null;
  testId: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid={testId}
      title={apiErrorText(t, error)}
      action={action}
      style={{ marginBottom: 16 }}
    />
  );
}
