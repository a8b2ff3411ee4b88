import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { sentimentLabels, type ProjectDetail, type ProjectDocument } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { useCreateLabel, useMarkDocument } from '../api/mutations';
import { useCategoryTree, useLabels } from '../api/queries';

interface TreeNode {
  value: string;
  title: string;
  children: TreeNode[];
}

function treeOf(categories: readonly { id: string; name: string; parentId: string | null }[]): TreeNode[] {
  const nodes = new Map(categories.map((c) => [c.id, { value: c.id, title: c.name, children: [] as TreeNode[] }]));
  const roots: TreeNode[] = [];
  for (const c of categories) {
    const node = nodes.get(c.id) as TreeNode;
    const parent = c.parentId ? nodes.get(c.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/**
 * Corrects one model's categories on a document (a single-label model takes one), its sentiment and its labels.
 * Labels can be created here; a taken name answers LABEL_EXISTS, shown under the input.
 */
export function MarkModal({ project, document, onClose }: { project: ProjectDetail; document: ProjectDocument; onClose: () => void }) {
  const { t } = useTranslation('projectData');
  const code = project.code;
  const tree = useCategoryTree(code);
  const labels = useLabels(code);
  const mark = useMarkDocument(code);
  const createLabel = useCreateLabel(code);
  const markable = project.projectModels.filter((m) => m.senseType === 'CATEGORY');
  const [modelCode, setModelCode] = useState(markable[0]?.code ?? '');
  const model = markable.find((m) => m.code === modelCode);
  const currentOf = (m: string) => document.categories.filter((c) => c.modelCode === m).map((c) => c.categoryId);
  const [categoryIds, setCategoryIds] = useState<string[]>(currentOf(modelCode));
  const [sentiment, setSentiment] = useState<string | null>(document.sentiment?.label ?? null);
  const [labelIds, setLabelIds] = useState<string[]>(document.labels.map((l) => l.id));
  const [newLabel, setNewLabel] = useState('');
  const [labelError, setLabelError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const treeData = useMemo(() => treeOf(tree.data?.find((m) => m.modelCode === modelCode)?.categories ?? []), [tree.data, modelCode]);
  const single = model?.classificationType === 'SINGLE_LABEL';
  const hasSentimentModel = project.projectModels.some((m) => m.senseType === 'SENTIMENT');

  const save = () => {
    setError(null);
    mark.mutate(
      { documentId: document.id, modelCode, categoryIds, sentiment: hasSentimentModel ? sentiment : undefined, labelIds },
      {
        onSuccess: onClose,
        onError: (e) => {
          const api = apiErrorOf(e);
          setError(api ? apiErrorText(t, api) : t('common.failed'));
        },
      },
    );
  };

  const addLabel = () => {
    const name = newLabel.trim();
    if (name === '') return;
    setLabelError(null);
    createLabel.mutate(name, {
      onSuccess: (label) => {
        setLabelIds((ids) => [...ids, label.id]);
        setNewLabel('');
      },
      onError: (e) => {
        const api = apiErrorOf(e);
        setLabelError(api ? apiErrorText(t, api) : t('common.failed'));
      },
    });
  };

  return (
    <Modal
      open
      title={t('mark.title')}
      onCancel={onClose}
      okText={t('mark.save')}
      onOk={save}
      okButtonProps={{ 'data-testid': 'mark-save', loading: mark.isPending, disabled: modelCode === '' }}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form layout="vertical">
        <Form.Item label={t('mark.model')}>
          <Select
            data-testid="mark-model"
            value={modelCode || undefined}
            onChange={(value: string) => {
              setModelCode(value);
              setCategoryIds(currentOf(value));
            }}
            options={markable.map((m) => ({ value: m.code, label: m.name }))}
          />
        </Form.Item>
        <Form.Item label={t('mark.categories')} extra={single ? t('mark.singleHelp') : undefined}>
          <TreeSelect
            data-testid="mark-categories"
            treeData={treeData}
            value={single ? categoryIds[0] : categoryIds}
            multiple={!single}
            allowClear
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
            onChange={(value: string | string[] | undefined) =>
              setCategoryIds(value === undefined ? [] : Array.isArray(value) ? value : [value])
            }
          />
        </Form.Item>
        {hasSentimentModel && (
          <Form.Item label={t('list.sentiment')}>
            <Select
              data-testid="mark-sentiment"
              allowClear
              value={sentiment ?? undefined}
              onChange={(value: string | undefined) => setSentiment(value ?? null)}
              options={sentimentLabels.map((s) => ({ value: s, label: t(`sentiment.${s}`) }))}
            />
          </Form.Item>
        )}
        <Form.Item label={t('mark.labels')}>
          <Select
            data-testid="mark-labels"
            mode="multiple"
            value={labelIds}
            loading={labels.isLoading}
            onChange={setLabelIds}
            options={(labels.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
          />
        </Form.Item>
        <Flex gap={6}>
          <Input
            data-testid="label-new"
            aria-label={t('mark.newLabel')}
            placeholder={t('mark.newLabel')}
            value={newLabel}
            maxLength={50}
            onChange={(e) => setNewLabel(e.target.value)}
            onPressEnter={addLabel}
          />
          <Button data-testid="label-create" loading={createLabel.isPending} disabled={newLabel.trim() === ''} onClick={addLabel}>
            {t('mark.createLabel')}
          </Button>
        </Flex>
        {labelError && <Alert type="warning" showIcon title={labelError} data-testid="label-error" style={{ marginTop: 8 }} />}
      </Form>
    </Modal>
  );
}
