import { Button, Flex, Input, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DialogueTurn } from '@sentio/domain';

export type EditableTurn = Pick<DialogueTurn, 'speaker' | 'text'>;
const speakers: EditableTurn['speaker'][] = ['customer', 'agent', 'bot'];

/** The next speaker after a turn: customer and agent alternate, so typing a conversation needs few clicks. */
export const nextSpeaker = (last: EditableTurn | undefined): EditableTurn['speaker'] =>
  last?.speaker === 'customer' ? 'agent' : 'customer';

/** A dialogue typed turn by turn, each with its speaker. */
export function DialogueEditor({ turns, onChange }: { turns: EditableTurn[]; onChange: (turns: EditableTurn[]) => void }) {
  const { t } = useTranslation('modelData');
  const set = (i: number, patch: Partial<EditableTurn>) =>
    onChange(turns.map((turn, j) => (j === i ? { ...turn, ...patch } : turn)));
  return (
    <Flex vertical gap={8} data-testid="dialogue-editor">
      {turns.map((turn, i) => (
        <Flex key={i} gap={8} align="start">
          <Select
            value={turn.speaker}
            onChange={(speaker: EditableTurn['speaker']) => set(i, { speaker })}
            options={speakers.map((s) => ({ value: s, label: t(`speaker.${s}`) }))}
            style={{ width: 130, flexShrink: 0 }}
            data-testid={`test-turn-speaker-${i}`}
          />
          <Input.TextArea
            value={turn.text}
            onChange={(e) => set(i, { text: e.target.value })}
            autoSize={{ minRows: 1, maxRows: 6 }}
            placeholder={t('test.turnPlaceholder')}
            data-testid={`test-turn-text-${i}`}
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('test.removeTurn')}
            disabled={turns.length === 1}
            onClick={() => onChange(turns.filter((_, j) => j !== i))}
          />
        </Flex>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() => onChange([...turns, { speaker: nextSpeaker(turns.at(-1)), text: '' }])}
        data-testid="test-turn-add"
      >
        {t('test.addTurn')}
      </Button>
    </Flex>
  );
}
