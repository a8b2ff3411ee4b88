import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Modal, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { makeItTemplateBody, uniqueTagsSchema } from '@sentio/domain';
import { formFailure, zodRule } from '../../../app/forms';
import { apiErrorOf } from '../../../app/api/errors';
import { messageText } from '../../../app/api/messages';
import { TemplateTagsInput, useMakeModelTemplate, useMakeProjectTemplate, type MakeItTemplateInput } from '../../marketplace';

export type TemplateSourceKind = 'MODEL' | 'PROJECT';

export interface MakeTemplateModalProps {
  kind: TemplateSourceKind;
  /** The model's id, or the analysis's code (analyses are addressed by code). */
  sourceId: string;
  /** The form starts from the item's own name, description and tags. */
  name: string;
  description?: string;
  tags?: readonly string[];
  /** A model without a deployed version has no weights to ship (docs/marketplace.md). */
  trained?: boolean;
  onClose: () => void;
}

interface Values {
  name: string;
  description: string;
  tags: string[];
  includeWeights: boolean;
  shareWithEveryone: boolean;
  note: string;
}

const fieldNames = ['name', 'description', 'tags', 'note'] as const;

interface Made {
  id: string;
  shared: boolean;
}

/** The template's detail page in the marketplace. */
export const templatePath = (kind: TemplateSourceKind, id: string) =>
  `${kind === 'MODEL' ? '/model-template' : '/project-template'}/detail/${encodeURIComponent(id)}`;

interface Submit {
  isPending: boolean;
  mutate: (
    body: MakeItTemplateInput,
    options: { onSuccess: (template: { id: string }) => void; onError: (error: Error) => void },
  ) => void;
}

/**
 * "Make it a template" of a model or an analysis (docs/marketplace.md): name, description, tags, whether the trained
 * weights go with it, and whether it is shared with everyone — which files the item's make-public request, reviewed
 * by an operator within 24 hours. The template stays private to the workspace until then. On success it links to the
 * template's page.
 */
export function MakeTemplateModal(props: MakeTemplateModalProps) {
  return props.kind === 'MODEL' ? <ModelTemplateModal {...props} /> : <ProjectTemplateModal {...props} />;
}

function ModelTemplateModal(props: MakeTemplateModalProps) {
  return <TemplateModal {...props} submit={useMakeModelTemplate(props.sourceId)} />;
}

function ProjectTemplateModal(props: MakeTemplateModalProps) {
  return <TemplateModal {...props} submit={useMakeProjectTemplate(props.sourceId)} />;
}

function TemplateModal({
  kind,
  name,
  description,
  tags,
  trained = true,
  onClose,
  submit,
}: MakeTemplateModalProps & { submit: Submit }) {
  const { t } = useTranslation('publicReview');
  const [form] = Form.useForm<Values>();
  const shared = Form.useWatch('shareWithEveryone', form) ?? false;
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<Made | null>(null);

  const save = (v: Values) => {
    setFailure(null);
    submit.mutate(
      {
        ...(v.name.trim() ? { name: v.name } : {}),
        description: v.description,
        tags: v.tags,
        includeWeights: v.includeWeights,
        shareWithEveryone: v.shareWithEveryone,
        ...(v.shareWithEveryone ? { note: v.note } : {}),
      },
      {
        onSuccess: (template) => setMade({ id: template.id, shared: v.shareWithEveryone }),
        onError: (e) => {
          // The server names the repeated tag (`tags.1`); the form has one field for all of them.
          const tag = apiErrorOf(e)?.fields?.find((f) => f.field.startsWith('tags.'));
          if (tag) form.setFields([{ name: 'tags', errors: [messageText(t, tag.messageCode, tag.message)] }]);
          setFailure(formFailure(form, e, t, fieldNames, messageText(t, 'INTERNAL_ERROR')));
        },
      },
    );
  };

  return (
    <Modal
      open
      width={600}
      title={t(`template.title.${kind}`)}
      onCancel={onClose}
      destroyOnHidden
      footer={
        made
          ? [
              <Button key="close" onClick={onClose} data-testid="make-template-close">
                {t('template.close')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                {t('template.cancel')}
              </Button>,
              <Button
                key="save"
                type="primary"
                loading={submit.isPending}
                onClick={() => form.submit()}
                data-testid="make-template-save"
              >
                {t('template.save')}
              </Button>,
            ]
      }
    >
      {made ? (
        <Result
          status="success"
          title={t('template.done')}
          subTitle={made.shared ? t('template.doneShared') : t('template.donePrivate')}
          data-testid="make-template-done"
          extra={
            <Link to={templatePath(kind, made.id)} data-testid="make-template-link">
              {t('template.open')}
            </Link>
          }
        />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={save}
          initialValues={{
            name,
            description: description ?? '',
            tags: [...(tags ?? [])],
            includeWeights: trained,
            shareWithEveryone: false,
            note: '',
          }}
        >
          {failure && (
            <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} data-testid="make-template-failure" />
          )}
          <Form.Item name="name" label={t('template.name')} rules={[zodRule(makeItTemplateBody.shape.name, t)]}>
            <Input maxLength={100} data-testid="make-template-name" />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('template.description')}
            rules={[zodRule(makeItTemplateBody.shape.description, t)]}
          >
            <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} data-testid="make-template-description" />
          </Form.Item>
          <Form.Item name="tags" label={t('template.tags')} extra={t('template.tagsHint')} rules={[zodRule(uniqueTagsSchema, t)]}>
            <TemplateTagsInput testId="make-template-tags" />
          </Form.Item>
          <Form.Item
            name="includeWeights"
            valuePropName="checked"
            extra={trained ? t(`template.weightsHint.${kind}`) : t('template.untrained')}
          >
            <Checkbox disabled={!trained} data-testid="make-template-weights">
              {t(`template.weights.${kind}`)}
            </Checkbox>
          </Form.Item>
          <Form.Item name="shareWithEveryone" valuePropName="checked" extra={t(`template.shareHint.${kind}`)}>
            <Checkbox data-testid="make-template-share">{t('template.share')}</Checkbox>
          </Form.Item>
          {shared && (
            <Form.Item name="note" label={t('template.note')} rules={[zodRule(makeItTemplateBody.shape.note, t)]}>
              <Input.TextArea maxLength={1000} showCount autoSize={{ minRows: 2, maxRows: 6 }} data-testid="make-template-note" />
            </Form.Item>
          )}
        </Form>
      )}
    </Modal>
  );
}
