import { Alert, Button, Flex, Select, Space, Switch, Tag, Tooltip, Typography, theme } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { entityTypes, type PipelineStage, type PipelineStageCode, type SenseType } from '@sentio/domain';
import { moveStage, ownStageOf } from '../lib/wizard';

/** Stages with a list of entity types as their option (`types`: comma-separated codes). */
const entityOptionStages: ReadonlySet<PipelineStageCode> = new Set(['MASK_ENTITIES', 'ENTITIES']);

const typesOf = (stage: PipelineStage): string[] => (stage.options['types'] ?? '').split(',').filter(Boolean);

export interface PipelineEditorProps {
  stages: readonly PipelineStage[];
  onChange: (stages: PipelineStage[]) => void;
  sense: SenseType | null;
  readOnly?: boolean;
}

/**
 * The ordered stages of a model's pipeline: each can be switched on or off, moved up or down, and the entity stages
 * take the entity types they handle. Used by the wizard and by /model/pipeline/:id.
 */
export function PipelineEditor({ stages, onChange, sense, readOnly = false }: PipelineEditorProps) {
  const { t } = useTranslation('models');
  const { token } = theme.useToken();
  const own = ownStageOf(sense);
  const ownOff = own !== null && !stages.some((s) => s.code === own && s.enabled);
  const update = (index: number, patch: Partial<PipelineStage>) =>
    onChange(stages.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  return (
    <>
      {ownOff && own && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('pipeline.ownStageOff', { stage: t(`pipeline.stages.${own}.name`) })}
          data-testid="pipeline-own-stage-off"
        />
      )}
      <div
        role="list"
        data-testid="pipeline-editor"
        style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadiusLG }}
      >
        {stages.map((stage, index) => (
          <Flex
            key={stage.code}
            role="listitem"
            gap={12}
            align="start"
            data-testid={`pipeline-stage-${stage.code}`}
            style={{
              padding: '12px 16px',
              borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <Switch
              checked={stage.enabled}
              disabled={readOnly}
              onChange={(enabled) => update(index, { enabled })}
              aria-label={t(`pipeline.stages.${stage.code}.name`)}
              data-testid={`pipeline-stage-toggle-${stage.code}`}
              style={{ marginTop: 2 }}
            />
            <Space orientation="vertical" size={4} style={{ flex: 1, minWidth: 0 }}>
              <Space size={6}>
                <Typography.Text type="secondary">{index + 1}.</Typography.Text>
                <Typography.Text strong={stage.enabled} type={stage.enabled ? undefined : 'secondary'}>
                  {t(`pipeline.stages.${stage.code}.name`)}
                </Typography.Text>
                {stage.code === own && <Tag color="blue">{t('pipeline.ownStage')}</Tag>}
              </Space>
              <Typography.Text type="secondary">{t(`pipeline.stages.${stage.code}.description`)}</Typography.Text>
              {entityOptionStages.has(stage.code) && stage.enabled && (
                <Select
                  mode="multiple"
                  allowClear
                  disabled={readOnly}
                  value={typesOf(stage)}
                  onChange={(types: string[]) => update(index, { options: { ...stage.options, types: types.join(',') } })}
                  placeholder={t('pipeline.allEntityTypes')}
                  aria-label={t('pipeline.entityTypes')}
                  style={{ minWidth: 280, maxWidth: 520 }}
                  options={entityTypes.map((e) => ({ value: e, label: t(`entityType.${e}`) }))}
                  data-testid={`pipeline-stage-types-${stage.code}`}
                />
              )}
            </Space>
            {!readOnly && (
              <Space size={0}>
                <Tooltip title={t('pipeline.moveUp')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    aria-label={t('pipeline.moveUp')}
                    data-testid={`pipeline-stage-up-${stage.code}`}
                    onClick={() => onChange(moveStage(stages, index, -1))}
                  />
                </Tooltip>
                <Tooltip title={t('pipeline.moveDown')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    disabled={index === stages.length - 1}
                    aria-label={t('pipeline.moveDown')}
                    data-testid={`pipeline-stage-down-${stage.code}`}
                    onClick={() => onChange(moveStage(stages, index, 1))}
                  />
                </Tooltip>
              </Space>
            )}
          </Flex>
        ))}
      </div>
    </>
  );
}
