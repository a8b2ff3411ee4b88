import { Button, Flex, Progress, Tag, Typography, theme } from 'antd';
import { BulbOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Suggestion } from '@sentio/domain';
import { percent } from '../../lib/metrics';

/**
 * The deployed version's suggestion: each label's confidence as a bar (predicted ones highlighted). Hovering or
 * clicking a label shows its explanation spans in the text.
 */
export function SuggestionPanel({
  suggestion,
  focusLabel,
  onFocus,
  onAccept,
  canAccept,
}: {
  suggestion: Suggestion;
  focusLabel: string | null;
  onFocus: (labelId: string) => void;
  onAccept: () => void;
  canAccept: boolean;
}) {
  const { t } = useTranslation('modelData');
  const { token } = theme.useToken();
  const labels = [...suggestion.labels].sort((a, b) => b.score - a.score).slice(0, 8);
  return (
    <Flex vertical gap={6} data-testid="suggestion-panel">
      <Flex justify="space-between" align="center">
        <Typography.Text strong>
          <BulbOutlined /> {t('labelling.suggestion')}
        </Typography.Text>
        {canAccept && suggestion.predicted.length > 0 && (
          <Button size="small" onClick={onAccept} data-testid="suggestion-accept">
            {t('labelling.acceptSuggestion')}
          </Button>
        )}
      </Flex>
      {labels.map((l) => {
        const predicted = suggestion.predicted.includes(l.labelId);
        const focused = focusLabel === l.labelId;
        return (
          <Flex
            key={l.labelId}
            align="center"
            gap={8}
            role="button"
            tabIndex={0}
            aria-pressed={focused}
            onMouseEnter={() => onFocus(l.labelId)}
            onFocus={() => onFocus(l.labelId)}
            onClick={() => onFocus(l.labelId)}
            style={{
              cursor: 'pointer',
              padding: '2px 4px',
              borderRadius: 4,
              background: focused ? 'rgba(22,119,255,0.06)' : undefined,
            }}
            data-testid="suggestion-label"
            data-label-id={l.labelId}
          >
            <Typography.Text style={{ width: 160, flexShrink: 0 }} ellipsis={{ tooltip: l.name }}>
              {predicted ? (
                <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                  {l.name}
                </Tag>
              ) : (
                l.name
              )}
            </Typography.Text>
            <Progress
              percent={Math.round(l.score * 100)}
              size="small"
              showInfo={false}
              strokeColor={predicted ? token.colorPrimary : token.colorTextQuaternary}
              style={{ flex: 1, margin: 0 }}
            />
            <Typography.Text type="secondary" style={{ width: 52, textAlign: 'right' }}>
              {percent(l.score)}
            </Typography.Text>
          </Flex>
        );
      })}
    </Flex>
  );
}
