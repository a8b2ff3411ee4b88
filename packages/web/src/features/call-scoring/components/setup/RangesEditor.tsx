import { Button, Flex, InputNumber, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ScoreRange } from '@sentio/domain';

/** A range as typed: a cleared box is null until the schema refuses it (SCORING_RANGE_INVALID). */
type Draft = { [K in keyof ScoreRange]: number | null };

interface Props {
  value?: Draft[];
  onChange?: (ranges: Draft[]) => void;
  /** The rule's criterion, for the test ids. */
  criterion: string;
  disabled: boolean;
}

/**
 * A rule's score scale: closed ranges of the measured value (start, end, both included) and the points each earns.
 * A form control (value / onChange) so the rule's `ranges` field carries the errors of any of its ranges.
 */
export function RangesEditor({ value = [], onChange, criterion, disabled }: Props) {
  const { t } = useTranslation('callScoring');
  const update = (index: number, patch: Partial<Draft>) =>
    onChange?.(value.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const number = (v: number | string | null) => (typeof v === 'number' ? v : null);
  return (
    <Flex vertical gap={4} data-testid={`rule-ranges-${criterion}`}>
      {value.map((range, i) => (
        <Flex key={i} gap={4} align="center">
          <InputNumber
            size="small"
            style={{ width: 72 }}
            disabled={disabled}
            aria-label={t('rules.range.start')}
            placeholder={t('rules.range.start')}
            data-testid={`range-start-${criterion}-${i}`}
            value={range.start}
            onChange={(v) => update(i, { start: number(v) })}
          />
          <Typography.Text type="secondary">–</Typography.Text>
          <InputNumber
            size="small"
            style={{ width: 72 }}
            disabled={disabled}
            aria-label={t('rules.range.end')}
            placeholder={t('rules.range.end')}
            data-testid={`range-end-${criterion}-${i}`}
            value={range.end}
            onChange={(v) => update(i, { end: number(v) })}
          />
          <Typography.Text type="secondary">→</Typography.Text>
          <InputNumber
            size="small"
            style={{ width: 64 }}
            min={0}
            disabled={disabled}
            aria-label={t('rules.range.score')}
            placeholder={t('rules.range.score')}
            data-testid={`range-score-${criterion}-${i}`}
            value={range.score}
            onChange={(v) => update(i, { score: number(v) })}
          />
          {!disabled && (
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('rules.range.remove')}
              data-testid={`range-remove-${criterion}-${i}`}
              onClick={() => onChange?.(value.filter((_, j) => j !== i))}
            />
          )}
        </Flex>
      ))}
      {!disabled && (
        <Button
          size="small"
          type="dashed"
          icon={<PlusOutlined />}
          data-testid={`range-add-${criterion}`}
          onClick={() => onChange?.([...value, { start: null, end: null, score: null }])}
        >
          {t('rules.range.add')}
        </Button>
      )}
    </Flex>
  );
}
