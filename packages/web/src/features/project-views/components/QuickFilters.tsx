import { useEffect, useRef, useState } from 'react';
import { Button, Divider, Empty, Flex, Popconfirm, Popover, Spin, Tooltip, Typography } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  FilterOutlined,
  StarFilled,
  StarOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Bookmark } from '@sentio/domain';
import { useDeleteBookmark, useUpdateBookmark } from '../api/mutations';
import { useBookmarks } from '../api/queries';
import { useViewAccess } from '../lib/access';
import { bookmarkQueryOf, bookmarkUrlParams, hasContentFilters, hasFilterParams } from '../lib/bookmarkQuery';
import { QuickFilterModal } from './QuickFilterModal';

type Editing = { bookmark?: Bookmark } | null;

/**
 * Quick filters (bookmarks) of the data tab: pick one to open its filters, save the current ones, rename, delete,
 * mark the default. The default is applied once when the tab opens on a URL without filters, so a fresh page load
 * restores it; a link that carries filters keeps them.
 */
export function QuickFilters({ code: given }: { code?: string }) {
  const { t } = useTranslation('projectViews');
  const { code: routeCode = '' } = useParams();
  const code = given ?? routeCode;
  const [params, setParams] = useSearchParams();
  const bookmarks = useBookmarks(code);
  const access = useViewAccess();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const update = useUpdateBookmark(code);
  const remove = useDeleteBookmark(code);
  // Decided on the URL the tab opened with: the tab itself writes a default date range into a bare URL right away.
  const [openedBare] = useState(() => !hasFilterParams(params));
  const defaultApplied = useRef(false);
  const list = bookmarks.data ?? [];
  const defaultBookmark = list.find((b) => b.isDefault);

  // Waits for that range: writing before it would race the tab's own write of the bare state.
  const dated = Boolean(params.get('sd') && params.get('ed'));
  useEffect(() => {
    if (!openedBare || defaultApplied.current || !bookmarks.isSuccess || !dated) return;
    defaultApplied.current = true;
    if (!defaultBookmark || hasContentFilters(params)) return;
    setParams((current) => bookmarkUrlParams(defaultBookmark, current), { replace: true });
  }, [openedBare, bookmarks.isSuccess, dated, defaultBookmark, params, setParams]);

  const apply = (bookmark: Bookmark) => {
    setOpen(false);
    setParams((current) => bookmarkUrlParams(bookmark, current));
  };
  const canEdit = (b: Bookmark) => b.scope === 'USER' || access.manager;
  const toggleDefault = (b: Bookmark) =>
    update.mutate({
      id: b.id,
      body: { name: b.name, scope: b.scope, isDefault: !b.isDefault, includeDate: b.includeDate, query: b.query },
    });

  const row = (b: Bookmark) => (
    <Flex key={b.id} gap={6} align="center" data-testid={`quick-filter-row-${b.id}`}>
      <Tooltip title={t(b.scope === 'PROJECT' ? 'scope.PROJECT' : 'scope.USER')}>
        {b.scope === 'PROJECT' ? <TeamOutlined /> : <UserOutlined />}
      </Tooltip>
      <Button
        type="link"
        size="small"
        data-testid={`quick-filter-apply-${b.id}`}
        onClick={() => apply(b)}
        style={{ paddingInline: 0 }}
      >
        {b.name}
      </Button>
      <Flex gap={2} style={{ marginInlineStart: 'auto' }}>
        <Tooltip title={b.isDefault ? t('quick.isDefault') : t('quick.makeDefault')}>
          <Button
            type="text"
            size="small"
            aria-label={b.isDefault ? t('quick.isDefault') : t('quick.makeDefault')}
            data-testid={`quick-filter-default-${b.id}`}
            icon={b.isDefault ? <StarFilled style={{ color: '#FAAD14' }} /> : <StarOutlined />}
            onClick={() => toggleDefault(b)}
          />
        </Tooltip>
        {canEdit(b) && (
          <>
            <Button
              type="text"
              size="small"
              aria-label={t('quick.edit')}
              data-testid={`quick-filter-edit-${b.id}`}
              icon={<EditOutlined />}
              onClick={() => {
                setOpen(false);
                setEditing({ bookmark: b });
              }}
            />
            <Popconfirm
              title={t('quick.deleteConfirm', { name: b.name })}
              okText={t('delete')}
              okButtonProps={{ danger: true, 'data-testid': 'quick-filter-delete-confirm' }}
              onConfirm={() => remove.mutate(b.id)}
            >
              <Button
                type="text"
                size="small"
                danger
                aria-label={t('delete')}
                data-testid={`quick-filter-delete-${b.id}`}
                icon={<DeleteOutlined />}
              />
            </Popconfirm>
          </>
        )}
      </Flex>
    </Flex>
  );

  const content = (
    <Flex vertical gap={4} style={{ minWidth: 280, maxWidth: 380 }} data-testid="quick-filter-list">
      {bookmarks.isLoading && <Spin size="small" />}
      {bookmarks.isError && <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>}
      {bookmarks.isSuccess && list.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('quick.none')} />}
      {list.filter((b) => b.scope === 'PROJECT').map(row)}
      {list.some((b) => b.scope === 'PROJECT') && list.some((b) => b.scope === 'USER') && <Divider style={{ margin: '4px 0' }} />}
      {list.filter((b) => b.scope === 'USER').map(row)}
      <Divider style={{ margin: '4px 0' }} />
      <Button
        type="dashed"
        data-testid="quick-filter-save"
        onClick={() => {
          setOpen(false);
          setEditing({});
        }}
      >
        {t('quick.saveCurrent')}
      </Button>
    </Flex>
  );

  return (
    <>
      <Popover trigger="click" placement="bottomLeft" open={open} onOpenChange={setOpen} content={content}>
        <Button data-testid="quick-filters" icon={<FilterOutlined />}>
          {t('quick.title')}
          {defaultBookmark && (
            <Typography.Text type="secondary" style={{ marginInlineStart: 4 }}>
              ({defaultBookmark.name})
            </Typography.Text>
          )}
        </Button>
      </Popover>
      {editing && (
        <QuickFilterModal
          code={code}
          bookmark={editing.bookmark}
          manager={access.manager}
          queryOf={(includeDate) => bookmarkQueryOf(params, includeDate)}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
