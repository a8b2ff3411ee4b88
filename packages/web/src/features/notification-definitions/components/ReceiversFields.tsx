import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { notificationReceiverTypes, workspaceRoles, type NotificationReceiverType } from '@sentio/domain';
import { useReceiverPeople } from '../api/queries';
import type { DefinitionValues } from '../lib/form';

/** Roles of the workspace (every member with one of them) or chosen members; switching the kind empties the choice. */
export function ReceiversFields() {
  const { t } = useTranslation('notificationDefinitions');
  const form = Form.useFormInstance<DefinitionValues>();
  const kind = (Form.useWatch(['receivers', 'type'], form) as NotificationReceiverType | undefined) ?? 'ROLE';
  const people = useReceiverPeople(kind === 'USER');
  return (
    <>
      <Form.Item name={['receivers', 'type']} label={t('form.receiverType')}>
        <Radio.Group
          data-testid="nd-form-receiver-type"
          optionType="button"
          onChange={() => form.setFieldValue(['receivers', 'values'], [])}
          options={notificationReceiverTypes.map((r) => ({ value: r, label: t(`receiverType.${r}`) }))}
        />
      </Form.Item>
      <Form.Item
        name={['receivers', 'values']}
        label={kind === 'ROLE' ? t('form.roles') : t('form.people')}
        extra={kind === 'ROLE' ? t('form.rolesHelp') : undefined}
      >
        <Select
          data-testid="nd-form-receivers"
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          loading={kind === 'USER' && people.isLoading}
          placeholder={kind === 'USER' ? t('form.peoplePlaceholder') : t('form.choose')}
          options={
            kind === 'ROLE'
              ? workspaceRoles.map((r) => ({ value: r, label: t(`workspace:roles.${r}`) }))
              : (people.data ?? []).map((p) => ({ value: p.id, label: p.name ? `${p.name} <${p.email}>` : p.email }))
          }
        />
      </Form.Item>
    </>
  );
}
