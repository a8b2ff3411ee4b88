import { useState } from 'react';
import { App, Col, Flex, Input, Row, Segmented, Tabs, Tooltip, Typography } from 'antd';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type labellingTabs, type ModelDetail } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { messageText } from '../../../app/api/messages';
import { useAppStore } from '../../../app/store/appStore';
import { ModelShell, modelKeys } from '../../models';
import { searchTooShort } from '../../../shared/forms/search';
import { useBulkDocuments, useMarkDocument, type BulkAction } from '../api/mutations';
import { useDocuments, useSuggestion } from '../api/queries';
import { modelIdOf } from '../lib/files';
import { canSubmit, chooseLabel, type LabellingAction } from '../lib/shortcuts';
import { BulkBar, DocumentTable } from '../components/labelling/DocumentTable';
import { FilteredBulk } from '../components/labelling/FilteredBulk';
import { ReadingPane } from '../components/labelling/ReadingPane';
import { TrainPanel } from '../components/labelling/TrainPanel';
import { useLabellingShortcuts } from '../components/labelling/useShortcuts';
import { useJobProgress } from '../../../shared/jobs/useJobProgress';
import { LoadError } from '../../../shared/query/QueryState';
import { useLabelName } from '../../../shared/names/labels';

type Tab = (typeof labellingTabs)[number];
const tabs: readonly Tab[] = ['WAITING', 'UNMARKED', 'DRAFT', 'COMPLETED', 'DISCARDED', 'ALL'];
const orders = ['NEWEST', 'NEXT', 'OLDEST'] as const;
type Order = (typeof orders)[number];
const pageSize = 20;

const pick = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** The labelling workspace of one model: tabs, list, reading pane, bulk actions and keyboard labelling. */
function Labelling({ model }: { model: ModelDetail }) {
  const { t } = useTranslation('modelData');
  const labelName = useLabelName();
  const { message } = App.useApp();
  const access = accessOf(useAppStore((s) => s.user));
  // While the model trains, its progress and versions refresh quickly; when it ends, everything of the model does
  // (documents, statistics and suggestions of the new version differ).
  useJobProgress(
    model.trainingStatus === 'TRAINING' || model.latestVersion?.status === 'TRAINING',
    [modelKeys.detail(model.id), modelKeys.versions(model.id)],
    [modelKeys.model(model.id)],
  );

  // Tab, order, page and search live in the URL, so a link reproduces the screen.
  const [params, setParams] = useSearchParams();
  const tab = pick(tabs, params.get('tab'), 'UNMARKED');
  const order: Order = pick(orders, params.get('order'), 'NEWEST');
  const page = Math.max(0, Number(params.get('page')) || 0);
  const search = params.get('q') ?? '';
  const [tooShort, setTooShort] = useState(false);
  const setQuery = (patch: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );

  const documents = useDocuments(model.id, {
    tab,
    order,
    page,
    size: pageSize,
    search: searchTooShort(search) ? undefined : search || undefined,
    suggest: 'true',
  });
  const docs = documents.data?.content ?? [];
  const total = documents.data?.total ?? 0;
  const [activeId, setActiveId] = useState<string | null>(null);
  const found = docs.findIndex((d) => d.id === activeId);
  const index = found >= 0 ? found : 0;
  const active = docs[index] ?? null;

  const multiLabel = model.classificationType === 'MULTI_LABEL';
  const [choice, setChoice] = useState<{ docId: string; labelIds: string[] } | null>(null);
  const selected = active && choice?.docId === active.id ? choice.labelIds : (active?.labelIds ?? []);
  const fetchSuggestion = Boolean(active && !active.suggestion && model.deployedVersion);
  const suggestionQuery = useSuggestion(model.id, active?.id ?? null, fetchSuggestion);
  const rawSuggestion = active?.suggestion ?? suggestionQuery.data ?? null;
  // Labels by their display names (a sentiment model's labels are codes until named).
  const suggestion = rawSuggestion && {
    ...rawSuggestion,
    labels: rawSuggestion.labels.map((l) => ({ ...l, name: labelName(l.name) })),
  };
  const [focus, setFocus] = useState<{ docId: string; labelId: string } | null>(null);
  const topLabel = suggestion ? [...suggestion.labels].sort((a, b) => b.score - a.score)[0]?.labelId : undefined;
  const focusLabel = active && focus?.docId === active.id ? focus.labelId : (suggestion?.predicted[0] ?? topLabel ?? null);

  const [rows, setRows] = useState<string[]>([]);
  const mark = useMarkDocument(model.id);
  const bulk: Record<BulkAction, ReturnType<typeof useBulkDocuments>> = {
    approve: useBulkDocuments(model.id, 'approve'),
    discard: useBulkDocuments(model.id, 'discard'),
    delete: useBulkDocuments(model.id, 'delete'),
  };
  const busy = mark.isPending || bulk.approve.isPending || bulk.discard.isPending || bulk.delete.isPending;

  const move = (step: 1 | -1) => {
    const next = docs[index + step];
    if (next) return setActiveId(next.id);
    const target = page + step;
    if (target >= 0 && target * pageSize < total) {
      setActiveId(null);
      setQuery({ page: String(target) });
    }
  };
  // After an action the next document opens; the acted-on one usually leaves the tab when the list refetches.
  const advance = () => setActiveId(docs[index + 1]?.id ?? null);

  const runMark = (action: 'DRAFT' | 'SUBMIT') => {
    if (!active || busy) return;
    if (action === 'SUBMIT' && !canSubmit(selected, multiLabel)) {
      void message.warning(multiLabel ? t('labelling.needLabel') : t('labelling.needOne'));
      return;
    }
    mark.mutate(
      { documentId: active.id, labelIds: selected, action },
      {
        onSuccess: () => {
          if (action === 'DRAFT') void message.success(t('labelling.drafted'));
          advance();
        },
      },
    );
  };
  const runBulk = (action: BulkAction, ids: string[], after?: () => void) => {
    if (ids.length === 0 || busy) return;
    bulk[action].mutate(ids, {
      onSuccess: (r) => {
        void message.success(t(`bulk.done.${action}`, { count: r.affected }));
        after?.();
      },
    });
  };

  const onAction = (action: LabellingAction) => {
    switch (action.kind) {
      case 'label': {
        const label = model.labels[action.index];
        if (active && label) setChoice({ docId: active.id, labelIds: chooseLabel(selected, label.id, multiLabel) });
        return;
      }
      case 'submit':
        return runMark('SUBMIT');
      case 'draft':
        return runMark('DRAFT');
      case 'discard':
        return active && runBulk('discard', [active.id], advance);
      case 'next':
        return move(1);
      case 'previous':
        return move(-1);
    }
  };
  useLabellingShortcuts(model.labels.length, access.modelLabel && active !== null, onAction);

  const labelNames = new Map(model.labels.map((l) => [l.id, labelName(l.name)]));
  return (
    <Flex vertical gap={16}>
      <TrainPanel model={model} canTrain={access.modelTrain} />
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setActiveId(null);
          setRows([]);
          setQuery({ tab: key, page: null });
        }}
        items={tabs.map((key) => ({ key, label: <span data-testid={`labelling-tab-${key}`}>{t(`tabs.${key}`)}</span> }))}
        tabBarExtraContent={
          <Flex gap={8} align="center">
            <Input.Search
              allowClear
              defaultValue={search}
              placeholder={t('labelling.search')}
              onChange={() => setTooShort(false)}
              onSearch={(q) => {
                // Only empty or 3+ characters reach the server (SEARCH_TOO_SHORT); a shorter one shows the hint.
                if (searchTooShort(q)) return setTooShort(true);
                setQuery({ q: q.trim(), page: null });
              }}
              status={tooShort ? 'warning' : undefined}
              style={{ width: 220 }}
              data-testid="labelling-search"
            />
            {tooShort && (
              <Typography.Text type="warning" data-testid="labelling-search-hint">
                {messageText(t, 'SEARCH_TOO_SHORT')}
              </Typography.Text>
            )}
            <Tooltip title={model.deployedVersion ? t('labelling.nextHint') : t('labelling.nextNeedsVersion')}>
              <Segmented<Order>
                value={order}
                onChange={(value) => {
                  setActiveId(null);
                  setQuery({ order: value === 'NEWEST' ? null : value, page: null });
                }}
                options={orders.map((o) => ({
                  value: o,
                  label: t(`order.${o}`),
                  disabled: o === 'NEXT' && !model.deployedVersion,
                }))}
                data-testid="labelling-order"
              />
            </Tooltip>
          </Flex>
        }
      />
      {documents.isError ? (
        <LoadError error={documents.error} onRetry={() => void documents.refetch()} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={10}>
            <Flex vertical gap={8}>
              <FilteredBulk
                modelId={model.id}
                filter={{ tab, ...(searchTooShort(search) || !search ? {} : { search }) }}
                total={total}
                canApprove={access.modelApprove && (tab === 'WAITING' || tab === 'DRAFT' || tab === 'ALL')}
                canLabel={access.modelLabel}
                canDelete={access.modelManage}
              />
              <BulkBar
                count={rows.length}
                canApprove={access.modelApprove && (tab === 'WAITING' || tab === 'DRAFT')}
                canLabel={access.modelLabel}
                canDelete={access.modelManage}
                busy={busy}
                onApprove={() => runBulk('approve', rows, () => setRows([]))}
                onDiscard={() => runBulk('discard', rows, () => setRows([]))}
                onDelete={() => runBulk('delete', rows, () => setRows([]))}
                onClear={() => setRows([])}
              />
              <DocumentTable
                documents={docs}
                total={total}
                page={page}
                size={pageSize}
                loading={documents.isPending || (documents.isFetching && documents.isPlaceholderData)}
                ranked={order === 'NEXT'}
                activeId={active?.id ?? null}
                labelNames={labelNames}
                selected={rows}
                onSelect={setRows}
                onActivate={setActiveId}
                onPage={(p) => {
                  setActiveId(null);
                  setQuery({ page: p ? String(p) : null });
                }}
              />
            </Flex>
          </Col>
          <Col xs={24} xl={14}>
            <ReadingPane
              document={active}
              position={{ index: page * pageSize + index, count: total }}
              labels={model.labels.map((l) => ({ ...l, name: labelName(l.name), path: labelName(l.path) }))}
              multiLabel={multiLabel}
              selected={selected}
              suggestion={suggestion}
              suggestionLoading={fetchSuggestion && suggestionQuery.isPending}
              focusLabel={focusLabel}
              canLabel={access.modelLabel}
              canApprove={access.modelApprove}
              busy={busy}
              onChoose={(labelId) =>
                active && setChoice({ docId: active.id, labelIds: chooseLabel(selected, labelId, multiLabel) })
              }
              onFocus={(labelId) => {
                // Only predicted labels are explained; pointing at another keeps the current highlight.
                if (active && suggestion?.spans.some((s) => s.labelId === labelId)) setFocus({ docId: active.id, labelId });
              }}
              onAccept={() =>
                active &&
                suggestion &&
                setChoice({ docId: active.id, labelIds: multiLabel ? suggestion.predicted : suggestion.predicted.slice(0, 1) })
              }
              onSubmit={() => runMark('SUBMIT')}
              onDraft={() => runMark('DRAFT')}
              onDiscard={() => active && runBulk('discard', [active.id], advance)}
              onApprove={() => active && runBulk('approve', [active.id], advance)}
              onMove={move}
            />
          </Col>
        </Row>
      )}
    </Flex>
  );
}

/** /model/data/:id and /model/training/:id(-suffix) — labelling the model's training documents. */
export function LabellingPage() {
  const id = modelIdOf(useParams().id);
  const training = useLocation().pathname.startsWith('/model/training');
  return (
    <ModelShell modelId={id} page={training ? 'training' : 'data'}>
      {(model) => <Labelling model={model} />}
    </ModelShell>
  );
}
