import { Alert, Descriptions, Space, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '@sentio/domain';
import { countCategories } from '../../lib/categoryFormats';
import { effectiveClassification, type WizardState } from '../../lib/wizard';
import { UpgradePrompt } from '../CreateModelButton';

const toTreeData = (nodes: readonly CategoryNode[], prefix = ''): TreeDataNode[] =>
  nodes.map((n, i) => ({ key: `${prefix}${i}`, title: n.name, children: toTreeData(n.children ?? [], `${prefix}${i}-`) }));

/** Step 6: everything chosen, read-only, before `POST /api/model`. */
export function PreviewStep({ state, limitReached }: { state: WizardState; limitReached: boolean }) {
  const { t } = useTranslation('models');
  const classification = effectiveClassification(state);
  const enabled = state.stages.filter((s) => s.enabled);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="model-wizard-preview">
      {limitReached && <Alert type="warning" showIcon title={<UpgradePrompt />} />}
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          {
            key: 'name',
            label: t('wizard.type.name'),
            children: (
              <Space>
                <span
                  aria-hidden
                  style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: state.color }}
                />
                {state.name}
                {state.code && <Typography.Text type="secondary">({state.code.trim()})</Typography.Text>}
              </Space>
            ),
          },
          ...(state.description
            ? [{ key: 'description', label: t('wizard.type.description'), children: state.description }]
            : []),
          { key: 'sense', label: t('wizard.type.sense'), children: state.senseType && t(`senseType.${state.senseType}`) },
          {
            key: 'classification',
            label: t('wizard.type.classification'),
            children: classification && t(`classificationType.${classification}`),
          },
          {
            key: 'languages',
            label: t('wizard.language.languages'),
            children: state.languages.map((l) => (
              <Tag key={l} color={l === state.defaultLanguage ? 'geekblue' : undefined}>
                {t(`language.${l}`)}
                {l === state.defaultLanguage ? ` · ${t('wizard.language.default')}` : ''}
              </Tag>
            )),
          },
          { key: 'data', label: t('wizard.data.label'), children: state.dataType && t(`dataType.${state.dataType}`) },
          {
            key: 'pipeline',
            label: t('wizard.steps.pipeline'),
            children: enabled.map((s, i) => `${i + 1}. ${t(`pipeline.stages.${s.code}.name`)}`).join(' → '),
          },
          ...(state.senseType === 'CATEGORY'
            ? [
                {
                  key: 'categories',
                  label: t('wizard.labels.categories'),
                  children:
                    state.categories.length === 0 ? (
                      <Typography.Text type="secondary">{t('wizard.preview.noCategories')}</Typography.Text>
                    ) : (
                      <>
                        <Typography.Text>
                          {t('wizard.preview.categoryCount', { count: countCategories(state.categories) })}
                        </Typography.Text>
                        <Tree treeData={toTreeData(state.categories)} defaultExpandAll selectable={false} />
                      </>
                    ),
                },
              ]
            : []),
          ...(state.tags.length > 0
            ? [{ key: 'tags', label: t('wizard.labels.tags'), children: state.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) }]
            : []),
        ]}
      />
      <Typography.Text type="secondary">{t('wizard.preview.immutable')}</Typography.Text>
    </Space>
  );
}
