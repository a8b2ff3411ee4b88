import { useState, type HTMLAttributes } from 'react';
import { Descriptions, Drawer, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CriterionResult, ScoringCriterion } from '@sentio/domain';
import { formatDateTime } from '../../../../app/dates';
import { formatCount } from '../../../../shared/format';
import { LoadError, Loading } from '../../../../shared/query/QueryState';
import { useCallDetail } from '../../api/queries';
import { clock } from '../../lib/criteria';
import { evidenceTurn, spansByTurn } from '../../lib/evidence';
import { ScoreTag } from '../ScoreTag';
import { CallDialogue, turnDomId } from './CallDialogue';
import { criterionColumns } from './criterionColumns';

/**
 * One call opened from a list: its score, every criterion with its status, measure, points and evidence note, and the
 * dialogue with the evidence marked. Clicking a criterion scrolls to the turn its evidence points into.
 */
export function CallDrawer({ code, documentId, onClose }: { code: string; documentId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('callScoring');
  const detail = useCallDetail(code, documentId);
  const [focused, setFocused] = useState<ScoringCriterion | null>(null);
  const call = detail.data;

  const focus = (result: CriterionResult) => {
    setFocused(result.criterion);
    const turn = evidenceTurn(result);
    if (turn !== null) document.getElementById(turnDomId(turn))?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  };

  return (
    <Drawer
      open
      size={960}
      onClose={onClose}
      destroyOnHidden
      data-testid="call-drawer"
      title={call ? t('call.title', { id: call.callId ?? t('calls.noCallId') }) : t('call.loading')}
    >
      {detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} testId="call-error" />
      ) : !call ? (
        <Loading />
      ) : (
        <Flex vertical gap={16}>
          <Flex align="center" gap={12} wrap>
            <ScoreTag score={call.score} testId="call-detail-score" />
            {!call.included && <Tag>{t('calls.excluded')}</Tag>}
            <Typography.Text type="secondary">{t('call.version', { version: call.version })}</Typography.Text>
          </Flex>
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
            <Descriptions.Item label={t('calls.columns.agent')}>{call.agentName ?? call.agentId ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('calls.columns.date')}>{formatDateTime(call.callDate, i18n.language)}</Descriptions.Item>
            <Descriptions.Item label={t('calls.columns.duration')}>{clock(call.duration)}</Descriptions.Item>
            <Descriptions.Item label={t('calls.columns.words')}>{formatCount(call.wordCount)}</Descriptions.Item>
            <Descriptions.Item label={t('call.customer')}>{call.customerName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('call.endedBy')}>{call.endedBy ? t(`speaker.${call.endedBy}`) : '—'}</Descriptions.Item>
          </Descriptions>
          <Table<CriterionResult>
            rowKey="criterion"
            size="small"
            data-testid="call-criteria"
            pagination={false}
            dataSource={call.criteria}
            columns={criterionColumns(t)}
            scroll={{ x: 'max-content' }}
            rowClassName={(r) => (r.criterion === focused ? 'ant-table-row-selected' : '')}
            onRow={(r) =>
              ({
                onClick: () => focus(r),
                style: { cursor: r.evidence.length > 0 ? 'pointer' : undefined },
                'data-testid': `criterion-row-${r.criterion}`,
                'data-status': r.status,
              }) as HTMLAttributes<HTMLElement>
            }
          />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('call.dialogue')}
          </Typography.Title>
          <CallDialogue
            turns={call.turns}
            holds={call.holds}
            spans={spansByTurn(call.criteria, call.turns.length)}
            focused={focused}
            focusedTurns={new Set(call.criteria.find((c) => c.criterion === focused)?.evidence.map((e) => e.turn) ?? [])}
          />
        </Flex>
      )}
    </Drawer>
  );
}
