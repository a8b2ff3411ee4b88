import { useState } from 'react';
import { Alert, Form, Input, Modal, Radio, Select, Space, Tag, Typography, type FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createProjectFromTemplateBody, type ProjectTemplateDetail, type TemplateModelRef } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { messageText } from '../../../app/api/messages';
import { formFailure, zodRule } from '../../../app/forms';
import { percent } from '../../../shared/format';
import { useCreateProjectFromTemplate } from '../api/mutations';
import { useReplacementModels } from '../api/queries';

/** Per model of the template: install it from its template, or use a model the workspace already has. */
interface ModelChoice {
  mode: 'INSTALL' | 'REPLACE';
  modelId?: string;
}
interface CreateValues {
  name: string;
  code?: string;
  models: Record<string, ModelChoice>;
}

/** The form's top-level fields; the server's `models.<key>` issues land on the key's picker. */
const fields = ['name', 'code', 'models'] as const;

/** The body: only replacements are named; every other model is installed from its template. */
export function createBody(v: CreateValues) {
  const code = v.code?.trim();
  const models: Record<string, { modelId: string }> = {};
  for (const [key, choice] of Object.entries(v.models ?? {}))
    if (choice.mode === 'REPLACE' && choice.modelId) models[key] = { modelId: choice.modelId };
  return { name: v.name.trim(), ...(code ? { code } : {}), models };
}

/** The server's `models.<key>` issues (TEMPLATE_MODEL_MISMATCH, TEMPLATE_MODEL_REQUIRED) go on that model's picker. */
function showModelIssues(form: FormInstance<CreateValues>, error: unknown, t: TFunction): void {
  const issues = (apiErrorOf(error)?.fields ?? []).filter((f) => f.field.startsWith('models.'));
  form.setFields(
    issues.map((f) => ({
      name: ['models', f.field.slice('models.'.length).replace(/\.modelId$/, ''), 'modelId'],
      errors: [messageText(t, f.messageCode, f.message)],
    })),
  );
}

/**
 * "Create analysis": a working analysis from the template in one step. Each model the template needs is installed
 * from its template (the default) or replaced by a workspace model of the same sense type; a model the template could
 * not snapshot (no templateId) must be replaced. On success it opens the new analysis.
 */
export function CreateProjectModal({ template, onClose }: { template: ProjectTemplateDetail; onClose: () => void }) {
  const { t } = useTranslation('marketplace');
  const navigate = useNavigate();
  const [form] = Form.useForm<CreateValues>();
  const create = useCreateProjectFromTemplate(template.id);
  const [failure, setFailure] = useState<string | null>(null);
  const initial: CreateValues = {
    name: template.name,
    models: Object.fromEntries(template.models.map((m) => [m.key, { mode: m.templateId ? 'INSTALL' : 'REPLACE' }])),
  };

  const submit = (v: CreateValues) => {
    setFailure(null);
    create.mutate(createBody(v), {
      onSuccess: (result) => {
        onClose();
        void navigate(`/project/detail/${result.project.code}`);
      },
      onError: (e) => {
        showModelIssues(form, e, t);
        setFailure(formFailure(form, e, t, fields, t('create.failed')));
      },
    });
  };

  return (
    <Modal
      open
      width={720}
      title={t('create.title', { name: template.name })}
      okText={t('create.submit')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'create-submit' }}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} data-testid="create-error" />}
      <Form form={form} layout="vertical" onFinish={submit} initialValues={initial} requiredMark={false}>
        <Form.Item name="name" label={t('create.name')} rules={[zodRule(createProjectFromTemplateBody.shape.name, t)]}>
          <Input maxLength={100} data-testid="create-name" />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('create.code')}
          extra={t('create.codeHint')}
          rules={[zodRule(createProjectFromTemplateBody.shape.code, t)]}
        >
          <Input maxLength={60} data-testid="create-code" />
        </Form.Item>
        {template.models.length > 0 && (
          <>
            <Typography.Title level={5}>{t('create.models')}</Typography.Title>
            <Typography.Paragraph type="secondary">{t('create.modelsHint')}</Typography.Paragraph>
            {template.models.map((ref) => (
              <ModelRefChoice key={ref.key} modelRef={ref} />
            ))}
          </>
        )}
      </Form>
    </Modal>
  );
}

/** One model of the template: the install/replace switch and, when replacing, the workspace's models of its kind. */
function ModelRefChoice({ modelRef }: { modelRef: TemplateModelRef }) {
  const { t } = useTranslation('marketplace');
  const mode = Form.useWatch<ModelChoice['mode'] | undefined>(['models', modelRef.key, 'mode']);
  const replacing = mode === 'REPLACE';
  const models = useReplacementModels(modelRef.senseType, replacing);
  return (
    <div data-testid={`create-model-${modelRef.key}`} style={{ marginBottom: 12 }}>
      <Space wrap style={{ marginBottom: 4 }}>
        <Typography.Text strong>{modelRef.name}</Typography.Text>
        <Tag>{t(`senseType.${modelRef.senseType}`)}</Tag>
        {modelRef.hasWeights ? <Tag color="success">{t('card.trained')}</Tag> : <Tag>{t('card.untrained')}</Tag>}
        {modelRef.macroF1 !== null && <Tag>{t('create.macroF1', { value: percent(modelRef.macroF1) })}</Tag>}
      </Space>
      <Form.Item name={['models', modelRef.key, 'mode']} style={{ marginBottom: 4 }}>
        <Radio.Group
          options={[
            { value: 'INSTALL', label: t('create.install'), disabled: !modelRef.templateId },
            { value: 'REPLACE', label: <span data-testid={`create-replace-${modelRef.key}`}>{t('create.replace')}</span> },
          ]}
        />
      </Form.Item>
      {!modelRef.templateId && <Typography.Text type="warning">{t('create.mustReplace')}</Typography.Text>}
      {replacing && (
        <Form.Item
          name={['models', modelRef.key, 'modelId']}
          rules={[{ required: true, message: t('errors:codes.TEMPLATE_MODEL_REQUIRED') }]}
          style={{ marginBottom: 0 }}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={models.isPending}
            placeholder={t('create.pickModel')}
            aria-label={t('create.pickModel')}
            notFoundContent={models.isPending ? undefined : t('create.noModels')}
            options={(models.data?.content ?? []).map((m) => ({ value: m.id, label: m.name }))}
            data-testid={`create-model-select-${modelRef.key}`}
          />
        </Form.Item>
      )}
    </div>
  );
}
