import { Alert, Button, Card, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { emotionLabels, entityTypes, modelHasCategoryTree, sentimentLabels, type ModelDetail } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { useAppStore } from '../../../app/store/appStore';
import { useModelCategories } from '../api/queries';
import { CategoryTreeEditor } from '../components/CategoryTreeEditor';
import { ModelShell } from '../components/ModelShell';

/** Sentiment, emotion and named-entity models have fixed labels: the page says why there is no tree, and lists them. */
function NoCategoryTree({ model }: { model: ModelDetail }) {
  const { t } = useTranslation('models');
  const sense = model.senseType === 'CATEGORY' ? 'SENTIMENT' : model.senseType;
  const labels =
    sense === 'SENTIMENT'
      ? sentimentLabels.map((l) => t(`labels.sentiment.${l}`))
      : sense === 'EMOTION'
        ? emotionLabels.map((l) => t(`labels.emotion.${l}`))
        : entityTypes.map((e) => t(`entityType.${e}`));
  return (
    <Result
      status="info"
      title={t('categories.none.title')}
      subTitle={t(`wizard.labels.fixed.${sense}`)}
      data-testid="category-none"
      extra={
        <Space size={4} wrap style={{ justifyContent: 'center' }}>
          {labels.map((l) => (
            <Tag key={l}>{l}</Tag>
          ))}
        </Space>
      }
    />
  );
}

function Categories({ model }: { model: ModelDetail }) {
  const { t } = useTranslation('models');
  const readOnly = !accessOf(useAppStore((s) => s.user)).modelManage;
  const categories = useModelCategories(model.id);
  return (
    <Card title={t('categories.title')}>
      <Typography.Paragraph type="secondary">
        {t(model.classificationType === 'SINGLE_LABEL' ? 'categories.introSingle' : 'categories.introMulti')}
      </Typography.Paragraph>
      {categories.isPending && <Skeleton active />}
      {categories.isError && (
        <Alert
          type="error"
          showIcon
          title={t('categories.loadFailed')}
          action={<Button onClick={() => void categories.refetch()}>{t('actions.retry')}</Button>}
        />
      )}
      {categories.data && <CategoryTreeEditor model={model} tree={categories.data} readOnly={readOnly} />}
    </Card>
  );
}

/** /model/categories/:id — the category tree editor, or why the model has none. */
export function ModelCategoriesPage() {
  const { id } = useParams();
  return (
    <ModelShell modelId={id} page="categories">
      {(model) =>
        modelHasCategoryTree(model.senseType) ? (
          <Categories model={model} />
        ) : (
          <Card>
            <NoCategoryTree model={model} />
          </Card>
        )
      }
    </ModelShell>
  );
}
