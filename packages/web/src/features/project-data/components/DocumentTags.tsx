import { Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectDocument } from '@sentio/domain';
import { formatPercent } from '../../../shared/format';
import { useLabelName } from '../../../shared/names/labels';
import { fittedTag } from '../lib/listColumns';

const sentimentColor: Record<string, string> = { POSITIVE: 'green', NEGATIVE: 'red', NEUTRAL: 'default' };
const predictionColor: Record<string, string> = { SUCCESS: 'green', FAILED: 'red', INLINE: 'processing' };

export function SentimentTag({ label }: { label: string }) {
  const { t } = useTranslation('projectData');
  return (
    <Tag color={sentimentColor[label] ?? 'blue'} data-testid="sentiment-tag" style={fittedTag}>
      {t(`sentiment.${label}`, { defaultValue: label })}
    </Tag>
  );
}

/** Categories grouped by model, each with its confidence in percent. */
export function CategoryTags({
  document,
  modelName = (code) => code,
}: {
  document: ProjectDocument;
  modelName?: (code: string) => string;
}) {
  const labelName = useLabelName();
  const byModel = new Map<string, ProjectDocument['categories']>();
  for (const c of document.categories) byModel.set(c.modelCode, [...(byModel.get(c.modelCode) ?? []), c]);
  return (
    <Flex vertical gap={2}>
      {[...byModel].map(([model, categories]) => (
        <Flex key={model} gap={2} wrap>
          {categories.map((c) => (
            <Tooltip key={c.categoryId} title={`${modelName(model)} · ${labelName(c.path)}`}>
              <Tag color={c.origin === 'MANUAL' ? 'purple' : 'blue'} data-testid={`category-tag-${c.categoryId}`} style={fittedTag}>
                {labelName(c.name)} {formatPercent(c.confidence, { maxDigits: 0 })}
              </Tag>
            </Tooltip>
          ))}
        </Flex>
      ))}
    </Flex>
  );
}

export function StatusTags({ document }: { document: ProjectDocument }) {
  const { t } = useTranslation('projectData');
  return (
    <Flex gap={2} wrap>
      <Tag data-testid="status-tag" style={fittedTag} title={t(`status.${document.status}`)}>
        {t(`status.${document.status}`)}
      </Tag>
      <Tooltip title={document.predictionError ?? undefined}>
        <Tag color={predictionColor[document.predictionStatus]} data-testid="prediction-status-tag" style={fittedTag}>
          {t(`predictionStatus.${document.predictionStatus}`)}
        </Tag>
      </Tooltip>
    </Flex>
  );
}
