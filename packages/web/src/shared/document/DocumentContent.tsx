import { Fragment, type ReactNode } from 'react';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DialogueTurn } from '@sentio/domain';
import { entityColor, typedPieces, weightColor, weightedPieces, type TypedRange, type WeightedSpan } from './spans';
import { formatNumber } from '../format';

const markStyle = { padding: '0 1px', borderRadius: 3 } as const;

/** One segment's text with the explanation spans over it, coloured by weight (see `weightColor`). */
export function HighlightedText({
  text,
  spans,
  segment = 0,
  scale,
}: {
  text: string;
  spans: readonly WeightedSpan[];
  segment?: number;
  scale: number;
}) {
  const { t } = useTranslation('modelData');
  return (
    <span style={{ whiteSpace: 'pre-wrap' }}>
      {weightedPieces(text, spans, segment).map((p) =>
        p.weight === null ? (
          <Fragment key={p.start}>{p.text}</Fragment>
        ) : (
          <mark
            key={p.start}
            data-testid="highlight-span"
            data-weight={p.weight.toFixed(3)}
            title={t('highlight.weight', { weight: formatNumber(p.weight, { digits: 3 }) })}
            style={{ ...markStyle, background: weightColor(p.weight, scale) }}
          >
            {p.text}
          </mark>
        ),
      )}
    </span>
  );
}

/** One segment's text with entities marked in their type's colour. */
export function EntityText({ text, entities, segment = 0 }: { text: string; entities: readonly TypedRange[]; segment?: number }) {
  const { t } = useTranslation('modelData');
  return (
    <span style={{ whiteSpace: 'pre-wrap' }}>
      {typedPieces(text, entities, segment).map((p) =>
        p.types.length === 0 ? (
          <Fragment key={p.start}>{p.text}</Fragment>
        ) : (
          <Tag
            key={p.start}
            color={entityColor(p.types[0]!)}
            data-testid="entity-span"
            data-type={p.types.join(',')}
            title={p.types.map((type) => t(`entityType.${type}`, { defaultValue: type })).join(', ')}
            style={{ marginInlineEnd: 0, whiteSpace: 'pre-wrap' }}
          >
            {p.text}
          </Tag>
        ),
      )}
    </span>
  );
}

type Turn = Pick<DialogueTurn, 'speaker' | 'text' | 'time'>;

const bubble: Record<Turn['speaker'], { align: 'flex-start' | 'flex-end'; background: string }> = {
  customer: { align: 'flex-start', background: 'rgba(22, 119, 255, 0.08)' },
  agent: { align: 'flex-end', background: 'rgba(0, 0, 0, 0.04)' },
  bot: { align: 'flex-end', background: 'rgba(114, 46, 209, 0.08)' },
};

/** A dialogue as a chat: the customer on one side, agent and bot on the other; `render` draws each turn's text. */
export function DialogueView({
  turns,
  render,
}: {
  turns: readonly Turn[];
  render: (text: string, segment: number) => ReactNode;
}) {
  const { t } = useTranslation('modelData');
  return (
    <Flex vertical gap={8} data-testid="dialogue-view">
      {turns.map((turn, i) => (
        <Flex key={i} vertical align={bubble[turn.speaker].align} data-testid="dialogue-turn" data-speaker={turn.speaker}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`speaker.${turn.speaker}`)}
            {turn.time ? ` · ${turn.time}` : ''}
          </Typography.Text>
          <div style={{ maxWidth: '85%', padding: '6px 10px', borderRadius: 10, background: bubble[turn.speaker].background }}>
            {render(turn.text, i)}
          </div>
        </Flex>
      ))}
    </Flex>
  );
}

/** A document (plain text or dialogue) with the explanation spans of one label highlighted. */
export function DocumentContent({
  text,
  turns,
  spans,
  scale,
  testId,
}: {
  text: string;
  turns: readonly Turn[] | null;
  spans: readonly WeightedSpan[];
  scale: number;
  testId?: string;
}) {
  return (
    <div data-testid={testId} style={{ lineHeight: 1.9 }}>
      {turns && turns.length > 0 ? (
        <DialogueView
          turns={turns}
          render={(turnText, segment) => <HighlightedText text={turnText} spans={spans} segment={segment} scale={scale} />}
        />
      ) : (
        <HighlightedText text={text} spans={spans} scale={scale} />
      )}
    </div>
  );
}
