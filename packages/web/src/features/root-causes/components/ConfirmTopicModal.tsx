import { useMemo, useState } from 'react';
import { Alert, Col, Form, Input, Modal, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { rootCauseCreateBody, sentimentLabels, type Topic } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { applyFieldErrors, zodRule } from '../../../app/forms';
import { useConfirmTopics } from '../api/mutations';
import { useCategoryTree } from '../api/queries';

interface Values {
  name: string;
  description: string;
  sentiment: string | null;
  aliasTr: string;
  aliasEn: string;
  categoryIds: string[];
}

interface Props {
  code: string;
  modelCode: string;
  topics: Topic[];
  onClose: () => void;
}

const shape = rootCauseCreateBody.shape;

/**
 * Confirms topics into a new root cause: its name (the first topic's label to start with), description, sentiment,
 * its names in Turkish and English, and the categories it belongs to. The documents follow in the background.
 */
export function ConfirmTopicModal({ code, modelCode, topics, onClose }: Props) {
  const { t } = useTranslation('rootCauses');
  const [form] = Form.useForm<Values>();
  const confirm = useConfirmTopics(code);
  const tree = useCategoryTree(code);
  const [problem, setProblem] = useState<string | null>(null);
  const categories = useMemo(
    () =>
      (tree.data?.find((m) => m.modelCode === modelCode)?.categories ?? []).map((c) => ({
        id: c.id,
        pId: c.parentId ?? 0,
        value: c.id,
        title: c.name,
      })),
    [tree.data, modelCode],
  );

  const submit = (values: Values) => {
    setProblem(null);
    confirm.mutate(
      {
        name: values.name.trim(),
        description: values.description.trim(),
        sentiment: (values.sentiment ?? null) as (typeof sentimentLabels)[number] | null,
        alias: { tr: values.aliasTr.trim(), en: values.aliasEn.trim() },
        categoryIds: values.categoryIds,
        topicIds: topics.map((topic) => topic.id),
      },
      {
        onSuccess: onClose,
        onError: (e) => {
          const api = apiErrorOf(e);
          const alias = api?.fields?.find((f) => f.field.startsWith('alias.'));
          if (alias)
            form.setFields([{ name: alias.field === 'alias.tr' ? 'aliasTr' : 'aliasEn', errors: [apiErrorText(t, alias)] }]);
          if (applyFieldErrors(form, e, t, ['name', 'description', 'sentiment', 'categoryIds']) || alias) return;
          setProblem(api ? apiErrorText(t, api) : t('failed'));
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('confirm.title', { count: topics.length })}
      onCancel={onClose}
      okText={t('confirm.submit')}
      okButtonProps={{ 'data-testid': 'confirm-submit', loading: confirm.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {problem && <Alert type="error" showIcon title={problem} data-testid="confirm-error" style={{ marginBottom: 12 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          name: topics[0]?.label ?? '',
          description: '',
          sentiment: null,
          aliasTr: '',
          aliasEn: '',
          categoryIds: [...new Set(topics.map((topic) => topic.categoryId))],
        }}
      >
        <Form.Item name="name" label={t('confirm.name')} rules={[zodRule(shape.name, t)]}>
          <Input data-testid="confirm-name" maxLength={200} autoFocus />
        </Form.Item>
        <Form.Item name="description" label={t('confirm.description')} rules={[zodRule(shape.description, t)]}>
          <Input.TextArea data-testid="confirm-description" maxLength={2000} rows={2} />
        </Form.Item>
        <Form.Item name="sentiment" label={t('confirm.sentiment')}>
          <Select
            data-testid="confirm-sentiment"
            allowClear
            options={sentimentLabels.map((value) => ({ value, label: t(`sentimentLabel.${value}`) }))}
          />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="aliasTr" label={t('confirm.aliasTr')}>
              <Input data-testid="confirm-alias-tr" maxLength={200} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="aliasEn" label={t('confirm.aliasEn')}>
              <Input data-testid="confirm-alias-en" maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="categoryIds" label={t('confirm.categories')}>
          <TreeSelect
            data-testid="confirm-categories"
            treeData={categories}
            treeDataSimpleMode
            multiple
            allowClear
            treeDefaultExpandAll
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
