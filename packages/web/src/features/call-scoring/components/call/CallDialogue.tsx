import { Divider, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScoringCriterion, TimedTurn } from '@sentio/domain';
import { splitByRanges } from '../../../../shared/document/spans';
import { formatNumber } from '../../../../shared/format';
import { clock } from '../../lib/criteria';
import { dialogueItems, type EvidenceSpan } from '../../lib/evidence';

interface Props {
  turns: readonly TimedTurn[];
  holds: readonly { start: number; end: number }[];
  spans: Map<number, EvidenceSpan[]>;
  /** The criterion the user clicked: its evidence is shown stronger than the rest. */
  focused: ScoringCriterion | null;
  /** The turns the focused criterion's evidence points into (a time or a missed script has no words to mark). */
  focusedTurns: ReadonlySet<number>;
}

const side = {
  customer: { align: 'flex-start', background: 'rgba(22, 119, 255, 0.08)' },
  agent: { align: 'flex-end', background: 'rgba(0, 0, 0, 0.05)' },
  bot: { align: 'flex-end', background: 'rgba(114, 46, 209, 0.08)' },
} as const;

/** The DOM id of a turn, which a criterion's row scrolls to. */
export const turnDomId = (index: number) => `call-turn-${index}`;

/**
 * A call as a chat: the customer on the left, the agent (and a bot) on the right, each turn with its mm:ss start;
 * holds are separators between the turns, and the words a criterion's evidence points at are `<mark>`ed.
 */
export function CallDialogue({ turns, holds, spans, focused, focusedTurns }: Props) {
  const { t } = useTranslation('callScoring');
  return (
    <Flex vertical gap={8} data-testid="call-dialogue">
      {dialogueItems(turns, holds).map((item) =>
        item.kind === 'hold' ? (
          <Divider key={`hold-${item.start}`} plain data-testid="call-hold" style={{ margin: '4px 0' }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('call.hold', {
                from: clock(item.start),
                to: clock(item.end),
                seconds: formatNumber(Math.round(item.end - item.start)),
              })}
            </Typography.Text>
          </Divider>
        ) : (
          <Flex
            key={item.index}
            id={turnDomId(item.index)}
            vertical
            align={side[item.turn.speaker].align}
            data-testid="call-turn"
            data-speaker={item.turn.speaker}
            data-focused={focusedTurns.has(item.index) || undefined}
          >
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`speaker.${item.turn.speaker}`)}
              {item.turn.start !== null && ` · ${clock(item.turn.start)}`}
            </Typography.Text>
            <div
              style={{
                maxWidth: '85%',
                padding: '6px 10px',
                borderRadius: 10,
                background: side[item.turn.speaker].background,
                whiteSpace: 'pre-wrap',
                outline: focusedTurns.has(item.index) ? '2px solid #faad14' : undefined,
              }}
            >
              <MarkedText text={item.turn.text} spans={spans.get(item.index) ?? []} focused={focused} />
            </div>
          </Flex>
        ),
      )}
    </Flex>
  );
}

/** A turn's text with its evidence spans marked; overlapping spans of several criteria are one mark naming them all. */
export function MarkedText({
  text,
  spans,
  focused,
}: {
  text: string;
  spans: readonly EvidenceSpan[];
  focused: ScoringCriterion | null;
}) {
  const { t } = useTranslation('callScoring');
  return (
    <>
      {splitByRanges(text, spans).map((piece, i) => {
        if (piece.covering.length === 0) return <span key={i}>{piece.text}</span>;
        const criteria = [...new Set(piece.covering.map((c) => spans[c]?.criterion).filter((c) => c !== undefined))];
        const strong = focused !== null && criteria.includes(focused);
        return (
          <mark
            key={i}
            data-testid="evidence-mark"
            data-criteria={criteria.join(' ')}
            title={criteria.map((c) => t(`criterion.${c}.name`)).join(', ')}
            style={{
              background: strong ? 'rgba(250, 173, 20, 0.6)' : 'rgba(250, 219, 20, 0.3)',
              padding: '0 1px',
              borderRadius: 2,
            }}
          >
            {piece.text}
          </mark>
        );
      })}
    </>
  );
}
