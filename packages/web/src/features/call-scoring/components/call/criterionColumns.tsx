// i18n-namespaces: callScoring (the columns take the tab's t; the locale test checks these keys)
import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { CriterionResult } from '@sentio/domain';
import { formatNumber } from '../../../../shared/format';
import { measuredText, statusColor } from '../../lib/criteria';

/** Criteria whose measure is a script match: a failed one with no evidence means the script was not said. */
const scriptCriteria = new Set(['OPENING_WORDS', 'CLOSING_WORDS', 'SECURITY_ANNOUNCEMENTS', 'GREETING']);

/**
 * What a criterion's row says about its evidence. A script criterion's note is a script line: the line matched, or —
 * when it failed — the line that was expected and not said (docs/call-scoring.md, "Fuzzy script matching"); other notes are
 * measures ("12.5 s").
 */
export function evidenceNote(t: TFunction, result: CriterionResult): string | null {
  const notes = result.evidence.map((e) => e.note).filter((n): n is string => n !== null && n !== '');
  if (scriptCriteria.has(result.criterion) && result.status !== 'NOT_APPLICABLE') {
    const line = notes[0];
    if (result.status === 'FAILED') return line ? t('call.scriptMissingLine', { line }) : t('call.scriptMissing');
    return line ? t('call.scriptMatched', { line }) : null;
  }
  if (notes.length > 0) return notes.join(' · ');
  if (result.status === 'NOT_APPLICABLE') return t('call.notApplicable');
  return null;
}

/** The call drawer's per-criterion rows: status, measured value with its unit, points of the maximum, evidence. */
export function criterionColumns(t: TFunction): TableColumnsType<CriterionResult> {
  return [
    {
      key: 'criterion',
      title: t('call.columns.criterion'),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text>{t(`criterion.${r.criterion}.name`)}</Typography.Text>
          {r.reset && (
            <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid={`criterion-reset-${r.criterion}`}>
              {t('call.reset')}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('call.columns.status'),
      render: (_, r) => (
        <Tag color={statusColor[r.status]} data-testid={`criterion-status-${r.criterion}`}>
          {t(`status.${r.status}`)}
        </Tag>
      ),
    },
    {
      key: 'measured',
      title: t('call.columns.measured'),
      render: (_, r) => measuredText(t, r.criterion, r.measured),
    },
    {
      key: 'points',
      title: t('call.columns.points'),
      align: 'right',
      render: (_, r) => (
        <span data-testid={`criterion-points-${r.criterion}`} style={{ whiteSpace: 'nowrap' }}>
          {t('call.points', {
            points: formatNumber(r.points, { maxDigits: 1 }),
            outOf: formatNumber(r.maxScore, { maxDigits: 1 }),
          })}
        </span>
      ),
    },
    {
      key: 'evidence',
      title: t('call.columns.evidence'),
      render: (_, r) => {
        const note = evidenceNote(t, r);
        return (
          <Typography.Text
            type={r.status === 'FAILED' ? 'danger' : 'secondary'}
            style={{ fontSize: 12 }}
            data-testid={`criterion-note-${r.criterion}`}
          >
            {note ?? '—'}
          </Typography.Text>
        );
      },
    },
  ];
}
