import { useState } from 'react';
import { App, Button, Card, Empty, Flex, Select, Slider, Space, Switch, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { endpoints, type ProjectDetail } from '@sentio/domain';
import { useApiQuery } from '../../../../app/api/useApiQuery';
import { projectKeys } from '../../api/keys';
import { useSaveSettings } from '../../api/mutations';

interface Threshold {
  modelCode: string;
  threshold: number | null;
  categories: { categoryId: string; threshold: number }[];
}

/** The rows of every model of the analysis, with what was saved. */
const initialRows = (project: ProjectDetail): Threshold[] =>
  project.projectModels.map((m) => {
    const saved = project.settings.categoryThresholds.find((c) => c.modelCode === m.code);
    return { modelCode: m.code, threshold: saved?.threshold ?? null, categories: saved?.categories ?? [] };
  });

/**
 * Category thresholds per model (a prediction under it is not kept) and category-based thresholds that override the
 * model's for single categories. Null means "the model's own threshold".
 */
export function ThresholdsCard({ project, canManage }: { project: ProjectDetail; canManage: boolean }) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const [rows, setRows] = useState<Threshold[]>(() => initialRows(project));
  const save = useSaveSettings(project.code);
  const tree = useApiQuery([...projectKeys.project(project.code), 'categoryTree'], endpoints.projectCategoryTree, {
    params: { code: project.code },
  });
  const set = (modelCode: string, patch: Partial<Threshold>) =>
    setRows((all) => all.map((r) => (r.modelCode === modelCode ? { ...r, ...patch } : r)));

  if (project.projectModels.length === 0)
    return (
      <Card title={t('settings.thresholds.title')}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('settings.noModels')} />
      </Card>
    );

  return (
    <Card title={t('settings.thresholds.title')} data-testid="settings-thresholds">
      <Space orientation="vertical" style={{ width: '100%' }} size="large">
        {rows.map((row) => {
          const model = project.projectModels.find((m) => m.code === row.modelCode);
          const categories = tree.data?.find((x) => x.modelCode === row.modelCode)?.categories ?? [];
          const used = new Set(row.categories.map((c) => c.categoryId));
          return (
            <div key={row.modelCode} data-testid={`settings-threshold-${row.modelCode}`}>
              <Flex justify="space-between" align="center">
                <Typography.Text strong>{model?.name ?? row.modelCode}</Typography.Text>
                <Space>
                  <Typography.Text type="secondary">{t('settings.thresholds.own')}</Typography.Text>
                  <Switch
                    size="small"
                    checked={row.threshold === null}
                    disabled={!canManage}
                    onChange={(own) => set(row.modelCode, { threshold: own ? null : 0.5 })}
                  />
                </Space>
              </Flex>
              {row.threshold !== null && (
                <Slider
                  min={0}
                  max={1}
                  step={0.01}
                  value={row.threshold}
                  disabled={!canManage}
                  onChange={(v) => set(row.modelCode, { threshold: v })}
                />
              )}
              {row.categories.map((c) => (
                <Flex key={c.categoryId} gap={8} align="center">
                  <Typography.Text style={{ minWidth: 180 }}>
                    {categories.find((x) => x.id === c.categoryId)?.path ?? c.categoryId}
                  </Typography.Text>
                  <Slider
                    style={{ flex: 1 }}
                    min={0}
                    max={1}
                    step={0.01}
                    value={c.threshold}
                    disabled={!canManage}
                    onChange={(v) =>
                      set(row.modelCode, {
                        categories: row.categories.map((x) => (x.categoryId === c.categoryId ? { ...x, threshold: v } : x)),
                      })
                    }
                  />
                  <Button
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={t('actions.remove')}
                    disabled={!canManage}
                    onClick={() =>
                      set(row.modelCode, { categories: row.categories.filter((x) => x.categoryId !== c.categoryId) })
                    }
                  />
                </Flex>
              ))}
              {canManage && categories.length > 0 && (
                <Select
                  size="small"
                  style={{ minWidth: 260, marginTop: 4 }}
                  placeholder={t('settings.thresholds.addCategory')}
                  value={null}
                  options={categories.filter((c) => !used.has(c.id)).map((c) => ({ value: c.id, label: c.path }))}
                  onChange={(id: string) =>
                    set(row.modelCode, { categories: [...row.categories, { categoryId: id, threshold: 0.5 }] })
                  }
                />
              )}
            </div>
          );
        })}
        {canManage && (
          <Button
            type="primary"
            loading={save.isPending}
            data-testid="settings-thresholds-save"
            onClick={() =>
              save.mutate({ categoryThresholds: rows }, { onSuccess: () => void message.success(t('settings.saved')) })
            }
          >
            {t('actions.save')}
          </Button>
        )}
      </Space>
    </Card>
  );
}
