import { Alert, Button, Card, Divider, Empty, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import { CheckOutlined, DeleteOutlined, LeftOutlined, RightOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ModelDocument, Suggestion } from '@sentio/domain';
import { formatDateTime } from '../../../../app/dates';
import { weightScale } from '../../../../shared/document/spans';
import { commandKeys } from '../../lib/shortcuts';
import { DocumentContent } from '../../../../shared/document/DocumentContent';
import { LabellingStatusTag } from '../tags';
import { LabelButtons, type LabelOption } from './LabelButtons';
import { SuggestionPanel } from './SuggestionPanel';

export interface ReadingPaneProps {
  document: ModelDocument | null;
  position: { index: number; count: number };
  labels: readonly LabelOption[];
  multiLabel: boolean;
  selected: readonly string[];
  suggestion: Suggestion | null;
  suggestionLoading: boolean;
  focusLabel: string | null;
  canLabel: boolean;
  canApprove: boolean;
  busy: boolean;
  onChoose: (labelId: string) => void;
  onFocus: (labelId: string) => void;
  onAccept: () => void;
  onSubmit: () => void;
  onDraft: () => void;
  onDiscard: () => void;
  onApprove: () => void;
  onMove: (step: 1 | -1) => void;
}

const Key = ({ k }: { k: string }) => <Typography.Text keyboard>{k}</Typography.Text>;

/** The document being labelled: its text with the suggestion's spans, the label buttons and the actions with their keys. */
export function ReadingPane(p: ReadingPaneProps) {
  const { t, i18n } = useTranslation('modelData');
  if (!p.document) {
    return (
      <Card>
        <Empty description={t('labelling.noDocument')} data-testid="reading-empty" />
      </Card>
    );
  }
  const doc = p.document;
  const spans = p.suggestion && p.focusLabel ? p.suggestion.spans.filter((s) => s.labelId === p.focusLabel) : [];
  const focusName = p.suggestion?.labels.find((l) => l.labelId === p.focusLabel)?.name;
  const waiting = doc.status === 'AWAITING_APPROVAL';

  return (
    <Card
      data-testid="reading-pane"
      data-document-id={doc.id}
      title={
        <Space wrap>
          <LabellingStatusTag status={doc.status} />
          {doc.externalId && <Typography.Text type="secondary">#{doc.externalId}</Typography.Text>}
          {doc.origin && (
            <Tag color="blue" data-testid="document-origin">
              {t(`labelling.origin.${doc.origin.kind}`, { name: doc.origin.projectName })}
            </Tag>
          )}
          {doc.contentDate && (
            <Typography.Text type="secondary">{formatDateTime(doc.contentDate, i18n.language)}</Typography.Text>
          )}
        </Space>
      }
      extra={
        <Space>
          <Typography.Text type="secondary" data-testid="reading-position">
            {p.position.index + 1} / {p.position.count}
          </Typography.Text>
          <Tooltip
            title={
              <>
                {t('labelling.previous')} <Key k="K" />
              </>
            }
          >
            <Button
              size="small"
              icon={<LeftOutlined />}
              onClick={() => p.onMove(-1)}
              aria-label={t('labelling.previous')}
              data-testid="reading-previous"
            />
          </Tooltip>
          <Tooltip
            title={
              <>
                {t('labelling.next')} <Key k="J" />
              </>
            }
          >
            <Button
              size="small"
              icon={<RightOutlined />}
              onClick={() => p.onMove(1)}
              aria-label={t('labelling.next')}
              data-testid="reading-next"
            />
          </Tooltip>
        </Space>
      }
    >
      <Flex vertical gap={12}>
        <DocumentContent text={doc.text} turns={doc.turns} spans={spans} scale={weightScale(spans)} testId="reading-text" />
        {spans.length > 0 && focusName && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('labelling.spansFor', { label: focusName })}
          </Typography.Text>
        )}
        {doc.labelledBy && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('labelling.labelledBy', { name: doc.labelledBy.name, date: formatDateTime(doc.labelledAt, i18n.language) })}
          </Typography.Text>
        )}
        <Divider style={{ margin: '4px 0' }} />
        {p.suggestion ? (
          <SuggestionPanel
            suggestion={p.suggestion}
            focusLabel={p.focusLabel}
            onFocus={p.onFocus}
            onAccept={p.onAccept}
            canAccept={p.canLabel}
          />
        ) : (
          !p.suggestionLoading && <Alert type="info" showIcon title={t('labelling.noSuggestion')} data-testid="no-suggestion" />
        )}
        <Divider style={{ margin: '4px 0' }} />
        <Typography.Text strong>{p.multiLabel ? t('labelling.chooseMany') : t('labelling.chooseOne')}</Typography.Text>
        <LabelButtons
          labels={p.labels}
          selected={p.selected}
          suggested={p.suggestion?.predicted ?? []}
          disabled={!p.canLabel || p.busy}
          onChoose={p.onChoose}
        />
        {p.canLabel && (
          <Flex wrap gap={8} justify="space-between" align="center">
            <Space wrap>
              <Button type="primary" icon={<CheckOutlined />} loading={p.busy} onClick={p.onSubmit} data-testid="label-submit">
                {p.canApprove ? t('labelling.complete') : t('labelling.submit')} <Key k="Enter" />
              </Button>
              <Button icon={<SaveOutlined />} disabled={p.busy} onClick={p.onDraft} data-testid="label-draft">
                {t('labelling.draft')} <Key k={commandKeys.draft.toUpperCase()} />
              </Button>
              <Button danger icon={<DeleteOutlined />} disabled={p.busy} onClick={p.onDiscard} data-testid="label-discard">
                {t('labelling.discard')} <Key k={commandKeys.discard.toUpperCase()} />
              </Button>
              {waiting && p.canApprove && (
                <Button disabled={p.busy} onClick={p.onApprove} data-testid="label-approve">
                  {t('labelling.approveAsIs')}
                </Button>
              )}
            </Space>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('labelling.keysHint')}
            </Typography.Text>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
