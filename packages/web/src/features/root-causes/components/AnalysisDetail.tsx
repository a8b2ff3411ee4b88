import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Card, Flex, Skeleton, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail, Topic } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { LoadError } from '../../../shared/query/QueryState';
import { useMergeTopics, useRenameTopic, useRunAnalysis, useTopicPassive, useUnconfirmTopic } from '../api/mutations';
import { useAnalysis, useCategoryTree } from '../api/queries';
import { isRunning } from '../lib/state';
import { ApproveList } from './ApproveList';
import { AssignModal } from './AssignModal';
import { CategoryTopics } from './CategoryTopics';
import { ConfirmTopicModal } from './ConfirmTopicModal';
import { KeywordList } from './KeywordList';
import { NameModal } from './NameModal';
import { RootCauseList } from './RootCauseList';
import { StateTag } from './StateTag';
import type { TopicActions } from './TopicCard';
import { TopicDocumentsDrawer } from './TopicDocumentsDrawer';
import { UpdatesLine } from './UpdatesLine';

interface Props {
  project: ProjectDetail;
  analysisId: string;
  canManage: boolean;
  onBack: () => void;
}

type Dialog = { kind: 'confirm' | 'assign' | 'merge'; topics: Topic[] } | { kind: 'rename' | 'documents'; topic: Topic } | null;

/**
 * One analysis: its topics per category (the analysis's default number of categories first), the topics pending
 * approval, the root causes and the saved keywords, with every topic action. Unfinished background updates show as
 * progress lines.
 */
export function AnalysisDetail({ project, analysisId, canManage, onBack }: Props) {
  const { t } = useTranslation('rootCauses');
  const code = project.code;
  const detail = useAnalysis(code, analysisId);
  const tree = useCategoryTree(code);
  const run = useRunAnalysis(code);
  const merge = useMergeTopics(code, analysisId);
  const rename = useRenameTopic(code, analysisId);
  const passive = useTopicPassive(code);
  const unconfirm = useUnconfirmTopic(code);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allCategories, setAllCategories] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const analysis = detail.data?.analysis;
  const categories = useMemo(
    () => tree.data?.find((m) => m.modelCode === analysis?.modelCode)?.categories ?? [],
    [tree.data, analysis?.modelCode],
  );

  if (detail.isError) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} testId="rca-detail-error" />;
  if (!detail.data || !analysis) return <Skeleton active data-testid="rca-detail-loading" />;
  const { rootCauses, updates } = detail.data;

  const onError = (e: unknown) => {
    const api = apiErrorOf(e);
    setProblem(api ? apiErrorText(t, api) : t('failed'));
  };
  /** The category's path from the analysis's default level down (level 1 = the whole path). */
  const categoryName = (id: string) => {
    const path = categories.find((c) => c.id === id)?.path;
    if (!path) return id;
    const parts = path.split(' > ');
    return parts.slice(Math.min(analysis.defaultCategoryLevel, parts.length) - 1).join(' › ');
  };
  const attributeName = (attributeCode: string) =>
    project.attributes.find((a) => a.code === attributeCode)?.name ?? attributeCode;
  const actions: TopicActions = {
    confirm: (topic) => setDialog({ kind: 'confirm', topics: [topic] }),
    assign: (topic) => setDialog({ kind: 'assign', topics: [topic] }),
    rename: (topic) => setDialog({ kind: 'rename', topic }),
    documents: (topic) => setDialog({ kind: 'documents', topic }),
    passive: (topic, value) => {
      setProblem(null);
      passive.mutate({ topicId: topic.id, passive: value }, { onError });
    },
    undo: (topic) => {
      setProblem(null);
      unconfirm.mutate(topic.id, { onError });
    },
  };
  const shown = allCategories ? detail.data.categories : detail.data.categories.slice(0, analysis.defaultCategoryCount);
  const hidden = detail.data.categories.length - shown.length;

  const topicsTab = (
    <>
      {isRunning(analysis.state) && (
        <Alert type="info" showIcon title={t('detail.running', { progress: analysis.progress })} style={{ marginBottom: 12 }} />
      )}
      {analysis.state === 'FAILED' && (
        <Alert
          type="error"
          showIcon
          title={t(`errors:codes.${analysis.errorCode ?? 'ANALYSIS_FAILED'}`, { defaultValue: t('detail.failed') })}
          style={{ marginBottom: 12 }}
        />
      )}
      {shown.map((category) => (
        <CategoryTopics
          key={category.categoryId}
          category={category}
          title={categoryName(category.categoryId)}
          proportional={analysis.trendType === 'PROPORTIONAL'}
          canManage={canManage}
          selected={selected}
          onSelect={(id, value) =>
            setSelected((s) => {
              const next = new Set(s);
              if (value) next.add(id);
              else next.delete(id);
              return next;
            })
          }
          onMerge={(topics) => setDialog({ kind: 'merge', topics })}
          rootCauses={rootCauses}
          updates={updates}
          actions={actions}
          attributeName={attributeName}
          range={analysis}
        />
      ))}
      {hidden > 0 && (
        <Button onClick={() => setAllCategories(true)} data-testid="rca-all-categories">
          {t('detail.showAllCategories', { count: hidden })}
        </Button>
      )}
    </>
  );

  return (
    <Card
      data-testid="rca-detail"
      title={
        <Flex gap={12} align="center">
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            onClick={onBack}
            aria-label={t('detail.back')}
            data-testid="rca-back"
          />
          <Typography.Text strong>{analysis.name}</Typography.Text>
          <StateTag analysis={analysis} />
        </Flex>
      }
      extra={
        canManage && (
          <Button
            icon={<ReloadOutlined />}
            disabled={isRunning(analysis.state)}
            loading={run.isPending}
            data-testid="rca-detail-run"
            onClick={() => {
              setProblem(null);
              run.mutate(analysis.id, { onError });
            }}
          >
            {t('list.run')}
          </Button>
        )
      }
    >
      <Flex vertical gap={12}>
        {problem && (
          <Alert
            type="error"
            showIcon
            closable
            title={problem}
            onClose={() => setProblem(null)}
            data-testid="rca-detail-problem"
          />
        )}
        <Typography.Text type="secondary">
          {t('detail.facts', { count: analysis.documentCount, topics: analysis.topicCount })}
        </Typography.Text>
        <UpdatesLine code={code} updates={updates} canManage={canManage} />
        <Tabs
          items={[
            { key: 'topics', label: <span data-testid="rca-tab-topics">{t('detail.topics')}</span>, children: topicsTab },
            {
              key: 'approve',
              label: (
                <span data-testid="rca-tab-approve">
                  {t('detail.approve')} <Badge count={analysis.pendingCount} showZero={false} overflowCount={999} />
                </span>
              ),
              children: (
                <ApproveList
                  code={code}
                  analysisId={analysis.id}
                  canManage={canManage}
                  categoryName={categoryName}
                  actions={actions}
                />
              ),
            },
            {
              key: 'rootCauses',
              label: <span data-testid="rca-tab-root-causes">{t('detail.rootCauses')}</span>,
              children: <RootCauseList code={code} analysis={analysis} canManage={canManage} />,
            },
            {
              key: 'keywords',
              label: <span data-testid="rca-tab-keywords">{t('detail.keywords')}</span>,
              children: (
                <KeywordList
                  code={code}
                  canManage={canManage}
                  categoryName={categoryName}
                  categories={analysis.categoryIds.map((id) => ({ value: id, label: categoryName(id) }))}
                />
              ),
            },
          ]}
        />
      </Flex>
      {dialog?.kind === 'confirm' && (
        <ConfirmTopicModal code={code} modelCode={analysis.modelCode} topics={dialog.topics} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'assign' && <AssignModal code={code} topics={dialog.topics} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'merge' && (
        <NameModal
          title={t('merge.title', { count: dialog.topics.length })}
          label={t('merge.label')}
          initial={dialog.topics[0]?.label ?? ''}
          optional
          pending={merge.isPending}
          testId="topic-merge"
          onSubmit={(label, handlers) =>
            merge.mutate(
              { topicIds: dialog.topics.map((topic) => topic.id), label: label === '' ? null : label },
              {
                onSuccess: () => {
                  setSelected(new Set());
                  handlers.onSuccess();
                },
                onError: handlers.onError,
              },
            )
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameModal
          title={t('topic.renameTitle')}
          label={t('topic.label')}
          initial={dialog.topic.label}
          pending={rename.isPending}
          testId="topic-rename"
          onSubmit={(label, handlers) => rename.mutate({ topicId: dialog.topic.id, label }, handlers)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'documents' && (
        <TopicDocumentsDrawer
          code={code}
          analysisId={analysis.id}
          topic={dialog.topic}
          canManage={canManage}
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
}
