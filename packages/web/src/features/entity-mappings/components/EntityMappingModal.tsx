import { useState } from 'react';
import { Alert, App, Button, Divider, Form, Input, Modal, Switch, type FormInstance } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EntityMapping, EntityMappingPreview } from '@sentio/domain';
import { messageText } from '../../../app/api/messages';
import { formFailure } from '../../../app/forms';
import { useEntityMappingPreview, useSaveEntityMapping } from '../api/entity-mappings';
import { mappingBody, mappingIssues, mappingValues, type MappingValues } from '../lib/form';
import { EntityPreview } from './EntityPreview';

const fieldNames = ['name', 'sourceText', 'targetText', 'regex'] as const;

/**
 * Adds or changes an entity mapping (docs/entity-mapping.md). The body is checked with the server's own schema
 * before it is sent or previewed; a name already taken and a regular expression that does not compile come back
 * from the server on their fields. "Preview" applies the draft to the analysis's newest documents.
 */
export function EntityMappingModal({ code, mapping, onClose }: { code: string; mapping: EntityMapping | null; onClose: () => void }) {
  const { t } = useTranslation('entity-mappings');
  const { message } = App.useApp();
  const [form] = Form.useForm<MappingValues>();
  const { create, update } = useSaveEntityMapping(code);
  const preview = useEntityMappingPreview(code);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<EntityMappingPreview | null>(null);

  /** The body when the form's own rules hold; otherwise the issues are shown on their fields and null returned. */
  const checked = () => {
    setError(null);
    form.setFields(fieldNames.map((name) => ({ name, errors: [] })));
    const body = mappingBody(form.getFieldsValue(true) as MappingValues);
    const issues = mappingIssues(body);
    if (issues.length === 0) return body;
    (form as FormInstance).setFields(issues.map((i) => ({ name: i.path.map(String), errors: [messageText(t, i.code)] })));
    return null;
  };
  const failed = (e: Error) => setError(formFailure(form, e, t, fieldNames, t('failed')));

  const submit = () => {
    const body = checked();
    if (!body) return;
    const handlers = {
      onSuccess: () => {
        void message.success(t('saved'));
        onClose();
      },
      onError: failed,
    };
    if (mapping) update.mutate({ id: mapping.id, body }, handlers);
    else create.mutate(body, handlers);
  };
  const runPreview = () => {
    const body = checked();
    if (!body) return;
    setShown(null);
    preview.mutate({ mapping: body }, { onSuccess: setShown, onError: failed });
  };

  return (
    <Modal
      open
      width={760}
      title={mapping ? t('editTitle') : t('addTitle')}
      onCancel={onClose}
      onOk={submit}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={create.isPending || update.isPending}
      okButtonProps={{ 'data-testid': 'entity-mapping-save' }}
      destroyOnHidden
    >
      {error && <Alert type="warning" showIcon title={error} data-testid="entity-mapping-error" style={{ marginBottom: 12 }} />}
      <Form<MappingValues> form={form} layout="vertical" initialValues={mappingValues(mapping)} onFinish={submit}>
        <Form.Item name="name" label={t('fields.name')} extra={t('help.name')}>
          <Input data-testid="entity-mapping-name" maxLength={100} />
        </Form.Item>
        <Form.Item name="regex" label={t('fields.regex')} valuePropName="checked" extra={t('help.regex')}>
          <Switch data-testid="entity-mapping-regex" />
        </Form.Item>
        <Form.Item name="sourceText" label={t('fields.sourceText')} extra={t('help.sourceText')}>
          <Input data-testid="entity-mapping-source" maxLength={1000} />
        </Form.Item>
        <Form.Item name="targetText" label={t('fields.targetText')} extra={t('help.targetText')}>
          <Input data-testid="entity-mapping-target" maxLength={1000} />
        </Form.Item>
      </Form>
      <Button icon={<EyeOutlined />} onClick={runPreview} loading={preview.isPending} data-testid="entity-mapping-preview">
        {t('preview.run')}
      </Button>
      {shown && (
        <>
          <Divider />
          <EntityPreview preview={shown} />
        </>
      )}
    </Modal>
  );
}
