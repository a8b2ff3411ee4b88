import { useState } from 'react';
import { Alert, Button, Flex, Input, Popconfirm, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RcaKeyword } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { formatCount } from '../../../shared/format';
import { keywordPageSize, useDeleteKeyword, useKeywords } from '../api/keywords';
import { KeywordAddModal } from './KeywordAddModal';
import { KeywordVariantsModal } from './KeywordVariantsModal';

interface Props {
  code: string;
  canManage: boolean;
  /** A category's name as the analysis shows it (the id while unknown). */
  categoryName: (id: string) => string;
  /** The categories a new keyword may be limited to. */
  categories: readonly { value: string; label: string }[];
}

/**
 * The project's saved keywords (docs/root-causes.md): searchable and paged, with their connected variants, category
 * and documents count. Each makes a KEYWORD topic at the next run of every analysis; managers add, edit and delete.
 */
export function KeywordList({ code, canManage, categoryName, categories }: Props) {
  const { t } = useTranslation('rootCauses');
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const keywords = useKeywords(code, text, page);
  const remove = useDeleteKeyword(code);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<RcaKeyword | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <Flex vertical gap={12} data-testid="keyword-list">
      <Typography.Text type="secondary">{t('keywords.help')}</Typography.Text>
      {problem && (
        <Alert type="error" showIcon closable title={problem} onClose={() => setProblem(null)} data-testid="keyword-problem" />
      )}
      <Flex gap={8} justify="space-between" wrap>
        <Input.Search
          allowClear
          style={{ maxWidth: 320 }}
          placeholder={t('keywords.search')}
          aria-label={t('keywords.search')}
          data-testid="keyword-search"
          onSearch={(value) => {
            setText(value.trim());
            setPage(0);
          }}
        />
        {canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="keyword-add">
            {t('keywords.add')}
          </Button>
        )}
      </Flex>
      <Table<RcaKeyword>
        rowKey="id"
        size="small"
        loading={keywords.isFetching}
        dataSource={keywords.data?.content ?? []}
        locale={{ emptyText: text === '' ? t('keywords.empty') : t('keywords.noMatch') }}
        pagination={{
          current: page + 1,
          pageSize: keywordPageSize,
          total: keywords.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => setPage(next - 1),
        }}
        onRow={(k) => ({ 'data-testid': `keyword-row-${k.keyword}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: 'keyword',
            title: t('keywords.keyword'),
            render: (_, k) => <Typography.Text strong>{k.keyword}</Typography.Text>,
          },
          {
            key: 'variants',
            title: t('keywords.variants'),
            render: (_, k) => (
              <Flex gap={4} wrap>
                {k.connected.map((c) => (
                  <Tag key={c} variant="filled" color="blue">
                    {c}
                  </Tag>
                ))}
              </Flex>
            ),
          },
          {
            key: 'category',
            title: t('keywords.category'),
            render: (_, k) => (k.categoryId === null ? t('keywords.allCategories') : categoryName(k.categoryId)),
          },
          {
            key: 'documents',
            title: t('keywords.documents'),
            align: 'right',
            render: (_, k) => formatCount(k.documentCount),
          },
          ...(canManage
            ? [
                {
                  key: 'actions',
                  title: '',
                  render: (_: unknown, k: RcaKeyword) => (
                    <Flex gap={4}>
                      <Button
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={t('keywords.editVariants')}
                        title={t('keywords.editVariants')}
                        onClick={() => setEditing(k)}
                        data-testid={`keyword-edit-${k.id}`}
                      />
                      <Popconfirm
                        title={t('keywords.deleteConfirm', { keyword: k.keyword })}
                        okButtonProps={{ danger: true, 'data-testid': 'keyword-delete-confirm' }}
                        onConfirm={() => {
                          setProblem(null);
                          remove.mutate(k.id, {
                            onError: (e) => {
                              const api = apiErrorOf(e);
                              setProblem(api ? apiErrorText(t, api) : t('failed'));
                            },
                          });
                        }}
                      >
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('keywords.delete')}
                          data-testid={`keyword-delete-${k.id}`}
                        />
                      </Popconfirm>
                    </Flex>
                  ),
                },
              ]
            : []),
        ]}
      />
      {adding && <KeywordAddModal code={code} categories={categories} onClose={() => setAdding(false)} />}
      {editing && <KeywordVariantsModal code={code} keyword={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
