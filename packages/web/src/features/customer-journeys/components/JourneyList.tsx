import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Journey } from '@sentio/domain';
import { useDeleteJourney } from '../api/mutations';
import { journeyIcon } from '../lib/icons';

interface Props {
  journeys: readonly Journey[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Absent: no editing here (the tabs). */
  onEdit?: (journey: Journey) => void;
  canManage?: boolean;
}

/** The journeys as a side list: icon, name, description, visibility, step count, owner; edit and delete when allowed. */
export function JourneyList({ journeys, selectedId, onSelect, onEdit, canManage = false }: Props) {
  const { t } = useTranslation('journeys');
  const remove = useDeleteJourney();
  return (
    <Flex vertical gap={8} data-testid="journey-list">
      {journeys.map((j) => (
        <Card
          key={j.id}
          size="small"
          hoverable
          data-testid={`journey-item-${j.name}`}
          onClick={() => onSelect(j.id)}
          style={j.id === selectedId ? { borderColor: '#1677ff', boxShadow: '0 0 0 1px #1677ff' } : undefined}
        >
          <Flex gap={8} align="start">
            <span style={{ fontSize: 20 }}>{journeyIcon(j.icon)}</span>
            <Flex vertical style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text strong ellipsis>
                {j.name}
              </Typography.Text>
              {j.description && (
                <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                  {j.description}
                </Typography.Text>
              )}
              <Flex gap={4} wrap style={{ marginTop: 4 }}>
                <Tag>{t(`visibility.${j.visibility}`)}</Tag>
                <Tag data-testid={`journey-item-${j.name}-steps`}>{t('list.stepCount', { count: j.steps.length })}</Tag>
                {j.ownerName && <Tag>{j.ownerName}</Tag>}
              </Flex>
            </Flex>
            {canManage && j.editable && onEdit && (
              <Flex vertical gap={2} onClick={(e) => e.stopPropagation()}>
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('list.edit')}
                  data-testid={`journey-edit-${j.name}`}
                  onClick={() => onEdit(j)}
                />
                <Popconfirm
                  title={t('list.deleteConfirm', { name: j.name })}
                  okText={t('list.delete')}
                  cancelText={t('form.cancel')}
                  okButtonProps={{ danger: true, ...({ 'data-testid': 'journey-delete-confirm' } as object) }}
                  onConfirm={() => remove.mutate(j.id)}
                >
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('list.delete')}
                    data-testid={`journey-delete-${j.name}`}
                  />
                </Popconfirm>
              </Flex>
            )}
          </Flex>
        </Card>
      ))}
      {journeys.length === 0 && (
        <Typography.Text type="secondary" data-testid="journey-list-empty">
          {t('list.empty')}
        </Typography.Text>
      )}
    </Flex>
  );
}
