import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Flex, Input, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlayCircleOutlined, RobotOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { LoadError } from '../../../shared/query/QueryState';
import { formatCount } from '../../../shared/format';
import { useAiStatus } from '../../ai-provider';
import { isActive, useAssistant, useAssistantRuns, useDeleteAssistant, useRunAssistant } from '../api/hooks';
import type { AssistantTarget } from '../api/target';
import { assigns, type PickerNode } from '../lib/form';
import { AiOff } from './AiOff';
import { AnswerCard } from './AnswerCard';
import { AssistantForm } from './AssistantForm';
import { RunsList } from './RunsList';
import { SuggestionsTable } from './SuggestionsTable';

export interface AssistantPanelProps {
  target: AssistantTarget;
  canManage: boolean;
  canDecide: boolean;
  categories?: PickerNode[];
  categoriesLoading?: boolean;
  /** Category names by id, to show which ones the assistant may assign. */
  categoryName?: (id: string) => string;
  onOpenDocument?: (documentId: string) => void;
}

/**
 * The assistant of one owner (analysis or model): its definition, a run with its progress, the runs, and what they
 * produced — suggestions to review, or an answer citing documents. When AI is off nothing else is shown.
 */
export function AssistantPanel({
  target,
  canManage,
  canDecide,
  categories,
  categoriesLoading,
  categoryName,
  onOpenDocument,
}: AssistantPanelProps) {
  const { t } = useTranslation('assistants');
  const status = useAiStatus();
  const on = status.data?.enabled === true;
  const assistant = useAssistant(target, on);
  const runs = useAssistantRuns(target, on && assistant.data !== null && assistant.data !== undefined);
  const run = useRunAssistant(target);
  const remove = useDeleteAssistant(target);
  const [editing, setEditing] = useState(false);
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (status.isPending) return <Skeleton active />;
  if (status.isError) return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  if (!on) return <AiOff />;
  if (assistant.isPending) return <Skeleton active />;
  if (assistant.isError) return <LoadError error={assistant.error} onRetry={() => void assistant.refetch()} />;

  const form = editing && (
    <AssistantForm
      target={target}
      assistant={assistant.data}
      categories={categories}
      categoriesLoading={categoriesLoading}
      onClose={() => setEditing(false)}
    />
  );
  const current = assistant.data;
  if (!current)
    return (
      <Card data-testid="assistant-panel">
        <Empty image={<RobotOutlined style={{ fontSize: 48 }} />} description={t('empty.title')} data-testid="assistant-empty">
          <Typography.Paragraph type="secondary">{t(`empty.body.${target.kind}`)}</Typography.Paragraph>
          {canManage && (
            <Button type="primary" onClick={() => setEditing(true)} data-testid="assistant-define">
              {t('empty.define')}
            </Button>
          )}
        </Empty>
        {form}
      </Card>
    );

  const fail = (e: unknown) => {
    const api = apiErrorOf(e);
    setProblem(api ? apiErrorText(t, api) : t('run.failed'));
  };
  const running = runs.data?.some(isActive) ?? isActive(current.lastRun);
  const startRun = () => {
    setProblem(null);
    run.mutate(target.kind === 'PROJECT' ? {} : { query }, { onError: fail });
  };
  const answered = runs.data?.find((r) => r.answer !== null);
  const categoryList =
    current.categoryIds.length === 0
      ? t('summary.allCategories')
      : current.categoryIds.map((id) => categoryName?.(id) ?? id).join(', ');

  return (
    <Flex vertical gap={16} data-testid="assistant-panel">
      <Card
        title={
          <Space>
            <RobotOutlined />
            <span data-testid="assistant-subject">{current.subject}</span>
          </Space>
        }
        extra={
          canManage && (
            <Space>
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="assistant-edit">
                {t('actions.edit')}
              </Button>
              <Popconfirm
                title={t('actions.deleteConfirm')}
                okText={t('actions.delete')}
                cancelText={t('form.cancel')}
                onConfirm={() => remove.mutate(undefined, { onError: fail })}
              >
                <Button danger icon={<DeleteOutlined />} data-testid="assistant-delete">
                  {t('actions.delete')}
                </Button>
              </Popconfirm>
            </Space>
          )
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }} data-testid="assistant-summary">
          <Descriptions.Item label={t('form.actionType')}>{t(`action.${current.actionType}`)}</Descriptions.Item>
          <Descriptions.Item label={t('form.documentCount')}>{formatCount(current.documentCount)}</Descriptions.Item>
          <Descriptions.Item label={t('form.repeatCount')}>{formatCount(current.repeatCount)}</Descriptions.Item>
          <Descriptions.Item label={t('form.llmModel')}>{current.llmModel ?? status.data?.chatModel ?? '—'}</Descriptions.Item>
          {assigns(current.actionType) && (
            <>
              <Descriptions.Item label={t('summary.assigned')}>
                {t('summary.assignedRange', { min: current.minAssignedCategories, max: current.maxAssignedCategories })}
              </Descriptions.Item>
              <Descriptions.Item label={t('form.assignmentLimit')}>
                {current.assignmentLimit === null ? t('form.noLimit') : formatCount(current.assignmentLimit)}
              </Descriptions.Item>
            </>
          )}
          {current.actionType === 'CLASSIFY' && target.kind === 'PROJECT' && (
            <Descriptions.Item label={t('form.categories')}>{categoryList}</Descriptions.Item>
          )}
          {current.prompt && (
            <Descriptions.Item label={current.actionType === 'ANSWER' ? t('form.question') : t('form.prompt')} span={3}>
              {current.prompt}
            </Descriptions.Item>
          )}
        </Descriptions>
        {canManage && (
          <Flex gap={8} wrap align="center" style={{ marginTop: 12 }}>
            {target.kind === 'MODEL' && (
              <Input
                style={{ maxWidth: 280 }}
                allowClear
                maxLength={200}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={t('run.queryPlaceholder')}
                data-testid="assistant-run-query"
              />
            )}
            <Button
              type="primary"
              icon={<PlayCircleOutlined />}
              loading={run.isPending}
              disabled={running}
              onClick={startRun}
              data-testid="assistant-run"
            >
              {t('run.start', { count: current.documentCount })}
            </Button>
            <Typography.Text type="secondary">{t(`run.hint.${target.kind}`)}</Typography.Text>
          </Flex>
        )}
        {problem && <Alert type="error" showIcon title={problem} data-testid="assistant-run-error" style={{ marginTop: 12 }} />}
      </Card>
      <Card size="small" title={t('runs.title')}>
        <RunsList target={target} runs={runs.data} loading={runs.isPending} canManage={canManage} />
      </Card>
      {answered?.answer && (
        <AnswerCard
          text={answered.answer.text}
          citations={answered.answer.citations}
          onOpenDocument={onOpenDocument}
          testId="assistant-run-answer"
        />
      )}
      {assigns(current.actionType) && (
        <Card size="small" title={t('suggestions.title')}>
          <SuggestionsTable target={target} canDecide={canDecide} onOpenDocument={onOpenDocument} />
        </Card>
      )}
      {form}
    </Flex>
  );
}
