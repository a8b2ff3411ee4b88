import { Button, Flex, Typography, theme } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { shortcutKeys } from '../../lib/shortcuts';

export interface LabelOption {
  id: string;
  name: string;
  path: string;
}

/** One button per label with its shortcut key; chosen labels are filled. */
export function LabelButtons({
  labels,
  selected,
  suggested,
  disabled,
  onChoose,
}: {
  labels: readonly LabelOption[];
  selected: readonly string[];
  suggested: readonly string[];
  disabled: boolean;
  onChoose: (labelId: string) => void;
}) {
  const { t } = useTranslation('modelData');
  const { token } = theme.useToken();
  const keys = shortcutKeys(labels.length);
  if (labels.length === 0) return <Typography.Text type="secondary">{t('labelling.noLabels')}</Typography.Text>;
  return (
    <Flex wrap gap={8} data-testid="label-buttons">
      {labels.map((label, i) => {
        const on = selected.includes(label.id);
        return (
          <Button
            key={label.id}
            type={on ? 'primary' : 'default'}
            icon={on ? <CheckOutlined /> : undefined}
            disabled={disabled}
            title={label.path}
            aria-pressed={on}
            onClick={() => onChoose(label.id)}
            data-testid={`label-button-${i}`}
            data-label-id={label.id}
            style={suggested.includes(label.id) && !on ? { borderStyle: 'dashed', borderColor: token.colorPrimary } : undefined}
          >
            {keys[i] && (
              <Typography.Text keyboard style={{ marginInlineEnd: 4, color: 'inherit' }}>
                {keys[i]}
              </Typography.Text>
            )}
            {label.name}
          </Button>
        );
      })}
    </Flex>
  );
}
