// i18n-namespaces: callScoring (the columns take the tab's t; the locale test checks these keys)
import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { HistoryEntry, HistoryKind } from '@sentio/domain';
import { formatDate, formatDateTime } from '../../../../app/dates';
import { formatNumber, uiLanguage } from '../../../../shared/format';

const kindColor: Record<HistoryKind, string> = {
  ACTIVATED: 'green',
  INACTIVATED: 'default',
  CHANGED: 'blue',
  SCRIPT_CHANGED: 'purple',
  MIN_DURATION_CHANGED: 'cyan',
  RESCORED: 'gold',
};

const isRange = (v: unknown): v is { start: number; end: number; score: number } =>
  typeof v === 'object' && v !== null && 'start' in v && 'end' in v && 'score' in v;

/** A before or after value as text: yes/no, numbers in the UI language, a scale as its ranges, a long text cut short. */
export function valueText(t: TFunction, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return t(value ? 'history.yes' : 'history.no');
  if (typeof value === 'number') return formatNumber(value, { maxDigits: 2 });
  // A re-scoring's range is local dates: written as the interface writes dates.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, uiLanguage());
  if (typeof value === 'string') return value.length > 80 ? `${value.slice(0, 79)}…` : value;
  if (Array.isArray(value))
    return value
      .map((v) =>
        isRange(v)
          ? t('history.range', { start: formatNumber(v.start), end: formatNumber(v.end), score: formatNumber(v.score) })
          : valueText(t, v),
      )
      .join('; ');
  return JSON.stringify(value);
}

/** The history list's columns: what happened, to which criterion, each change before → after, who and when. */
export function historyColumns(t: TFunction, language: string): TableColumnsType<HistoryEntry> {
  return [
    {
      key: 'kind',
      title: t('history.columns.kind'),
      render: (_, e) => (
        <Tag color={kindColor[e.kind]} data-testid={`history-kind-${e.id}`}>
          {t(`kind.${e.kind}`)}
        </Tag>
      ),
    },
    {
      key: 'criterion',
      title: t('history.columns.criterion'),
      render: (_, e) => (e.criterion ? t(`criterion.${e.criterion}.name`) : '—'),
    },
    {
      key: 'changes',
      title: t('history.columns.changes'),
      render: (_, e) => (
        <Flex vertical gap={2} data-testid={`history-changes-${e.id}`}>
          {e.changes.map((c, i) => (
            <Typography.Text key={i} style={{ fontSize: 12 }}>
              <Typography.Text strong style={{ fontSize: 12 }}>
                {t(`history.field.${c.field}`, { defaultValue: c.field })}
              </Typography.Text>
              {': '}
              {valueText(t, c.before)} → {valueText(t, c.after)}
            </Typography.Text>
          ))}
        </Flex>
      ),
    },
    { key: 'user', title: t('history.columns.user'), render: (_, e) => e.userName ?? t('history.system') },
    { key: 'at', title: t('history.columns.at'), render: (_, e) => formatDateTime(e.at, language) },
    {
      key: 'effectiveFrom',
      title: t('history.columns.effectiveFrom'),
      render: (_, e) => (e.effectiveFrom ? formatDate(e.effectiveFrom, language) : '—'),
    },
  ];
}
