import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** A model of the analysis for one of the tab's views. */
export function ModelPicker({
  models,
  value,
  onChange,
  testId = 'reports-model',
}: {
  /** `reviewed` (the efficiency views) is shown beside the name. */
  models: readonly { code: string; name: string; reviewed?: number }[];
  value: string | null;
  onChange: (code: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation('reports');
  return (
    <Select
      data-testid={testId}
      aria-label={t('model.label')}
      placeholder={t('model.placeholder')}
      style={{ minWidth: 240 }}
      value={value ?? undefined}
      onChange={onChange}
      options={models.map((m) => ({
        value: m.code,
        label: m.reviewed === undefined ? m.name : t('model.option', { name: m.name, count: m.reviewed }),
      }))}
    />
  );
}
