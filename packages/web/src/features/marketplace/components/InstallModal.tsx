import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { modelTemplateInstallBody, type ModelTemplateDetail, type ModelTemplateInstallResult } from '@sentio/domain';
import { formFailure, zodRule } from '../../../app/forms';
import { useInstallModelTemplate } from '../api/mutations';

interface InstallValues {
  name?: string;
  code?: string;
}

const fields = ['name', 'code'] as const;

/**
 * "Use this model": a new model of the workspace from the template (name and code default to the template's; a taken
 * code gets a suffix). Success links to the new model — its statistics when the weights were deployed, else its
 * labelling page. The plan limit (402) and a vanished template (404) are shown in the modal, translated.
 */
export function InstallModal({ template, onClose }: { template: ModelTemplateDetail; onClose: () => void }) {
  const { t } = useTranslation('marketplace');
  const [form] = Form.useForm<InstallValues>();
  const install = useInstallModelTemplate(template.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<ModelTemplateInstallResult | null>(null);

  const submit = (v: InstallValues) => {
    setFailure(null);
    const name = v.name?.trim();
    const code = v.code?.trim();
    install.mutate(
      { ...(name ? { name } : {}), ...(code ? { code } : {}) },
      {
        onSuccess: setDone,
        onError: (e) => setFailure(formFailure(form, e, t, fields, t('install.failed'))),
      },
    );
  };

  if (done)
    return (
      <Modal open footer={null} onCancel={onClose} title={t('install.title', { name: template.name })}>
        <Result
          status="success"
          data-testid="install-done"
          title={t('install.done')}
          subTitle={done.deployed ? t('install.deployed') : t('install.untrained')}
          extra={[
            <Link key="open" to={done.deployed ? `/model/statistics/${done.modelId}` : `/model/training/${done.modelId}`}>
              <Button type="primary" data-testid="install-open">
                {done.deployed ? t('install.openStatistics') : t('install.openTraining')}
              </Button>
            </Link>,
            ...(done.deployed
              ? [
                  <Link key="test" to={`/model/test/${done.modelId}`}>
                    <Button data-testid="install-test">{t('install.openTest')}</Button>
                  </Link>,
                ]
              : []),
          ]}
        />
      </Modal>
    );

  return (
    <Modal
      open
      title={t('install.title', { name: template.name })}
      okText={t('install.submit')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={install.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'install-submit' }}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} data-testid="install-error" />}
      <Alert
        type={template.hasWeights ? 'info' : 'warning'}
        showIcon
        style={{ marginBottom: 12 }}
        title={template.hasWeights ? t('install.withWeights') : t('install.withoutWeights')}
      />
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="name"
          label={t('install.name')}
          extra={t('install.nameHint')}
          rules={[zodRule(modelTemplateInstallBody.shape.name, t)]}
        >
          <Input placeholder={template.name} maxLength={100} data-testid="install-name" />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('install.code')}
          extra={t('install.codeHint')}
          rules={[zodRule(modelTemplateInstallBody.shape.code, t)]}
        >
          <Input placeholder={template.code} maxLength={60} data-testid="install-code" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
