import { Form, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { emotionLabels, entityTypes, sentimentLabels } from '@sentio/domain';
import { hierarchyOf } from '../../lib/categoryTree';
import { IssueList } from '../IssueList';
import { LocalCategoryEditor } from '../LocalCategoryEditor';
import { useFieldStatus, type StepProps } from './TypeStep';

/** "categories.1.children.0.name" → [1, 0]. */
const indexPath = (field: string): number[] =>
  field
    .split('.')
    .filter((p) => /^\d+$/.test(p))
    .map(Number);

/** The fixed labels of the senses the user does not define, and why. */
function FixedLabels({ sense }: { sense: 'SENTIMENT' | 'EMOTION' | 'NAMED_ENTITY' }) {
  const { t } = useTranslation('models');
  const labels =
    sense === 'SENTIMENT'
      ? sentimentLabels.map((l) => t(`labels.sentiment.${l}`))
      : sense === 'EMOTION'
        ? emotionLabels.map((l) => t(`labels.emotion.${l}`))
        : entityTypes.map((e) => t(`entityType.${e}`));
  return (
    <div data-testid="model-wizard-fixed-labels">
      <Typography.Paragraph>{t(`wizard.labels.fixed.${sense}`)}</Typography.Paragraph>
      <Space size={4} wrap>
        {labels.map((l) => (
          <Tag key={l}>{l}</Tag>
        ))}
      </Space>
    </div>
  );
}

/** Step 5: the category tree of a category model (or the fixed labels of the others) and the model's tags. */
export function LabelsStep({ state, onChange, issues }: StepProps) {
  const { t } = useTranslation('models');
  const status = useFieldStatus(issues);
  const categoryIssues = issues
    .filter((i) => i.field.startsWith('categories'))
    .map((i) => ({ code: i.code, message: i.message, where: hierarchyOf(state.categories, indexPath(i.field)) || undefined }));
  return (
    <Form layout="vertical" component="div">
      {state.senseType === 'CATEGORY' || state.senseType === null ? (
        <Form.Item label={t('wizard.labels.categories')} extra={t('wizard.labels.categoriesHint')}>
          <IssueList issues={categoryIssues} testId="model-wizard-category-issues" />
          <LocalCategoryEditor tree={state.categories} onChange={(categories) => onChange({ ...state, categories })} />
        </Form.Item>
      ) : (
        <Form.Item label={t('wizard.labels.labels')}>
          <FixedLabels sense={state.senseType} />
        </Form.Item>
      )}
      <Form.Item label={t('wizard.labels.tags')} extra={t('wizard.labels.tagsHint')} {...status('tags')}>
        <Select
          mode="tags"
          value={state.tags}
          onChange={(tags: string[]) => onChange({ ...state, tags: [...new Set(tags.map((x) => x.trim()).filter(Boolean))] })}
          tokenSeparators={[',']}
          open={false}
          suffixIcon={null}
          placeholder={t('wizard.labels.tagsPlaceholder')}
          aria-label={t('wizard.labels.tags')}
          data-testid="model-tags"
        />
      </Form.Item>
    </Form>
  );
}
