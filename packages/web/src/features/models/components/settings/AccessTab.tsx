import { Alert, Button, Form, Radio, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ModelDetail } from '@sentio/domain';
import { modelPagePath } from '../modelPages';
import { useSettingsForm } from './useSettingsForm';

interface Values {
  accessType: 'PRIVATE' | 'WORKSPACE';
}

const publicColor = { NONE: 'default', PENDING: 'processing', APPROVED: 'success', REJECTED: 'error' } as const;

/** Private (only the owner) or the whole workspace; publication to everyone goes through a reviewed request. */
export function AccessTab({ model, readOnly }: { model: ModelDetail; readOnly: boolean }) {
  const { t } = useTranslation('models');
  const { form, save, saving } = useSettingsForm<Values>(model, ['accessType']);
  const isPublic = model.accessType === 'PUBLIC';
  return (
    <Space orientation="vertical" size="large" style={{ maxWidth: 640, width: '100%' }}>
      {isPublic ? (
        <Alert type="info" showIcon title={t('settings.access.isPublic')} />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          disabled={readOnly}
          initialValues={{ accessType: model.accessType === 'WORKSPACE' ? 'WORKSPACE' : 'PRIVATE' }}
          onFinish={(v) => save({ accessType: v.accessType })}
        >
          <Form.Item name="accessType" label={t('settings.access.label')}>
            <Radio.Group>
              <Space orientation="vertical">
                {(['PRIVATE', 'WORKSPACE'] as const).map((a) => (
                  <Radio key={a} value={a} data-testid={`settings-access-${a}`}>
                    {t(`accessType.${a}`)}
                    <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
                      {t(`settings.access.hint.${a}`)}
                    </Typography.Text>
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          {!readOnly && (
            <Button type="primary" htmlType="submit" loading={saving} data-testid="settings-access-save">
              {t('actions.save')}
            </Button>
          )}
        </Form>
      )}
      <Space>
        <Typography.Text>{t('settings.access.publication')}</Typography.Text>
        <Tag color={publicColor[model.publicStatus]}>{t(`publicStatus.${model.publicStatus}`)}</Tag>
        {!isPublic && !readOnly && <Link to={modelPagePath('make-public', model.id)}>{t('settings.access.requestPublic')}</Link>}
      </Space>
    </Space>
  );
}
