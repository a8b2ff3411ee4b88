import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetKind } from '@sentio/domain';
import type { WidgetElement } from '../lib/elements';
import { drillTestId } from './widgets/parts';

/** The widget's elements as rows, each with a button opening its documents (works wherever a chart cannot be clicked). */
export function ElementTable({
  kind,
  elements,
  onDrill,
}: {
  kind: WidgetKind;
  elements: readonly WidgetElement[];
  onDrill: (index: number) => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Table
      size="small"
      rowKey="key"
      pagination={false}
      scroll={{ y: 320 }}
      data-testid={`widget-table-${kind}`}
      dataSource={elements.map((e, index) => ({ ...e, index }))}
      columns={[
        { title: t('table.element'), dataIndex: 'label' },
        { title: t('table.value'), dataIndex: 'detail', align: 'right', render: (v: string | null) => v ?? '' },
        {
          title: t('table.count'),
          dataIndex: 'count',
          align: 'right',
          render: (count: number, row) => (
            <Button
              type="link"
              size="small"
              data-testid={drillTestId(kind, row.index)}
              aria-label={t('drill.title', { label: row.label, count })}
              onClick={() => onDrill(row.index)}
            >
              {count}
            </Button>
          ),
        },
      ]}
    />
  );
}
