import { Flex, Input, Radio, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { attributeTypes, columnRoles, type AttributeType } from '@sentio/domain';
import { messageText } from '../../../../app/api/messages';
import type { ColumnRole, KnownAttribute, ProjectMatchingState } from '../../lib/matching';

type Row = { column: string; role: ColumnRole; samples: string[] };

export interface ColumnRolesTableProps {
  state: ProjectMatchingState;
  columns: readonly string[];
  rows: readonly string[][];
  known: readonly KnownAttribute[];
  attributeIssues: Record<string, string[]>;
  onRole: (column: string, role: ColumnRole) => void;
  onAttribute: (column: string, patch: { code?: string; type?: AttributeType }) => void;
}

/**
 * One row per uploaded column: sample values, its role and, for an attribute column, the attribute's code and type.
 * A code the analysis already defines keeps that attribute's type (a type with values cannot change).
 */
export function ColumnRolesTable({ state, columns, rows, known, attributeIssues, onRole, onAttribute }: ColumnRolesTableProps) {
  const { t } = useTranslation('projectSources');
  const knownType = (code: string) => known.find((k) => k.code === code.trim())?.type ?? null;

  const tableColumns: TableColumnsType<Row> = [
    {
      title: t('match.column'),
      dataIndex: 'column',
      render: (column: string) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{column}</Typography.Text>
          {state.channelColumn === column && <Tag color="purple">{t('match.channelColumnTag')}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('match.samples'),
      dataIndex: 'samples',
      render: (samples: string[]) => (
        <Typography.Text type="secondary" ellipsis={{ tooltip: samples.join(' · ') }} style={{ maxWidth: 240 }}>
          {samples.join(' · ')}
        </Typography.Text>
      ),
    },
    {
      title: t('match.role'),
      dataIndex: 'role',
      render: (role: ColumnRole, row) => (
        <Radio.Group
          size="small"
          optionType="button"
          value={role}
          onChange={(e) => onRole(row.column, e.target.value as ColumnRole)}
          options={columnRoles.map((r) => ({ value: r, label: t(`role.${r}`) }))}
          data-testid={`match-role-${row.column}`}
        />
      ),
    },
    {
      title: t('match.attribute'),
      key: 'attribute',
      render: (_, row) => {
        if (row.role !== 'ATTRIBUTE') return null;
        const choice = state.attributes[row.column] ?? { code: '', type: 'TEXT' as const };
        const locked = knownType(choice.code);
        const problems = attributeIssues[row.column] ?? [];
        return (
          <Flex vertical gap={4} style={{ minWidth: 300 }}>
            <Flex gap={8}>
              <Input
                size="small"
                value={choice.code}
                maxLength={60}
                status={problems.length ? 'error' : undefined}
                aria-label={t('match.attributeCode', { column: row.column })}
                onChange={(e) => onAttribute(row.column, { code: e.target.value })}
                data-testid={`match-attribute-code-${row.column}`}
              />
              <Select<AttributeType>
                size="small"
                value={locked ?? choice.type}
                disabled={locked !== null}
                style={{ width: 170, flexShrink: 0 }}
                aria-label={t('match.attributeType', { column: row.column })}
                onChange={(type) => onAttribute(row.column, { type })}
                options={attributeTypes.map((type) => ({ value: type, label: t(`attributeType.${type}`) }))}
                data-testid={`match-attribute-type-${row.column}`}
              />
            </Flex>
            {locked !== null && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('match.existingAttribute')}
              </Typography.Text>
            )}
            {problems.length > 0 && (
              <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid={`match-attribute-error-${row.column}`}>
                {problems.map((c) => messageText(t, c)).join(' ')}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
  ];

  return (
    <Table<Row>
      rowKey="column"
      size="small"
      pagination={false}
      scroll={{ x: true }}
      columns={tableColumns}
      dataSource={state.columns.map((c) => ({ ...c, samples: rows.slice(0, 3).map((r) => r[columns.indexOf(c.column)] ?? '') }))}
      data-testid="match-table"
    />
  );
}
