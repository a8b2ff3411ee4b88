import { Button, Input, Select, Space, Tooltip } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { attributeTypes, type AttributeType } from '@sentio/domain';

export interface AttributeRow {
  code: string;
  name: string;
  type: AttributeType;
  /** Documents with a value (settings only): the type of such an attribute cannot change. */
  valueCount?: number;
}

/** Rows of attribute definitions (code, name, type), used by the wizard's summary and the settings tab. */
export function AttributesEditor({
  value,
  onChange,
  testId,
}: {
  value: readonly AttributeRow[];
  onChange: (next: AttributeRow[]) => void;
  testId: string;
}) {
  const { t } = useTranslation('projects');
  const set = (index: number, patch: Partial<AttributeRow>) =>
    onChange(value.map((a, i) => (i === index ? { ...a, ...patch } : a)));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid={testId}>
      {value.map((a, i) => (
        <Space key={i} wrap data-testid={`${testId}-row-${i}`}>
          <Input
            value={a.code}
            placeholder={t('attributes.code')}
            aria-label={t('attributes.code')}
            onChange={(e) => set(i, { code: e.target.value })}
            maxLength={60}
          />
          <Input
            value={a.name}
            placeholder={t('attributes.name')}
            aria-label={t('attributes.name')}
            onChange={(e) => set(i, { name: e.target.value })}
            maxLength={100}
          />
          <Tooltip title={a.valueCount ? t('attributes.typeLocked', { count: a.valueCount }) : undefined}>
            <Select<AttributeType>
              value={a.type}
              style={{ width: 170 }}
              aria-label={t('attributes.type')}
              onChange={(type) => set(i, { type })}
              options={attributeTypes.map((type) => ({ value: type, label: t(`attributeTypes.${type}`) }))}
            />
          </Tooltip>
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('actions.remove')}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          />
        </Space>
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() => onChange([...value, { code: '', name: '', type: 'TEXT' }])}
        data-testid={`${testId}-add`}
      >
        {t('attributes.add')}
      </Button>
    </Space>
  );
}
