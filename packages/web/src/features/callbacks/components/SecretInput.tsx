import { useState } from 'react';
import { Button, Input, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A secret field: a stored secret is never shown (the server does not return it), only "set" with a way to replace
 * it; an empty value on save keeps the stored one.
 */
export function SecretInput({
  value,
  onChange,
  isSet,
  testId,
  disabled,
}: {
  value?: string;
  onChange?: (value: string) => void;
  isSet: boolean;
  testId: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('callbacks');
  const [replacing, setReplacing] = useState(false);
  if (isSet && !replacing)
    return (
      <Space data-testid={`${testId}-set`}>
        <Tag color="green">{t('secret.set')}</Tag>
        {!disabled && (
          <Button type="link" size="small" onClick={() => setReplacing(true)} data-testid={`${testId}-replace`}>
            {t('secret.replace')}
          </Button>
        )}
      </Space>
    );
  return (
    <Input.Password
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      autoComplete="new-password"
      placeholder={isSet ? t('secret.keepPlaceholder') : undefined}
      data-testid={testId}
      disabled={disabled}
    />
  );
}
