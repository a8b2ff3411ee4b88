import { useState } from 'react';
import { Alert, Button, Checkbox, Drawer, Flex, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isManager, type ProjectDetail, type Widget } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { useAppStore } from '../../../app/store/appStore';
import { useDeleteWidget, useSaveSelection } from '../api/mutations';
import { useUserWidgets } from '../api/queries';
import { NewWidgetForm } from './NewWidgetForm';

type Offered = Widget & { selected: boolean; position: number | null };
interface Item {
  widget: Offered;
  selected: boolean;
}

/** The picked widgets first in their saved order, then the others as listed. */
export function initialItems(widgets: readonly Offered[]): Item[] {
  const picked = widgets
    .filter((w) => w.selected)
    .sort((a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER));
  const others = widgets.filter((w) => !w.selected);
  return [...picked, ...others].map((widget) => ({ widget, selected: widget.selected }));
}

export const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/** "Customize dashboard": pick and order the widgets, create new ones, delete one's own. */
export function CustomizeDrawer({
  project,
  onClose,
  onSaved,
}: {
  project: ProjectDetail;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const code = project.code;
  const user = useAppStore((s) => s.user);
  const manager = user !== null && isManager(user);
  const offered = useUserWidgets(code);
  const save = useSaveSelection(code);
  const remove = useDeleteWidget(code);
  const [items, setItems] = useState<Item[] | null>(null);
  const [source, setSource] = useState<readonly Offered[] | null>(null);
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // A new list from the server (after create or delete) resets the edit, keeping nothing stale.
  if (offered.data && offered.data !== source) {
    setSource(offered.data);
    setItems(initialItems(offered.data));
  }

  const canDelete = (w: Offered) => !w.builtIn && (w.scope === 'PROJECT' ? manager : w.createdBy === user?.id);

  const submit = () => {
    if (!items) return;
    setProblem(null);
    save.mutate(
      items.filter((i) => i.selected).map((i) => i.widget.id),
      {
        onSuccess: onSaved,
        onError: (e) => {
          const api = apiErrorOf(e);
          setProblem(api ? apiErrorText(t, api) : t('failed'));
        },
      },
    );
  };

  return (
    <Drawer
      open
      size={520}
      title={t('customize.title')}
      onClose={onClose}
      data-testid="customize-drawer"
      extra={
        <Button type="primary" data-testid="customize-save" loading={save.isPending} disabled={!items} onClick={submit}>
          {t('customize.save')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        {problem && <Alert type="error" showIcon title={problem} data-testid="customize-error" />}
        {!items ? (
          <Skeleton active />
        ) : (
          <Flex vertical gap={4}>
            {items.map((item, index) => (
              <Flex
                key={item.widget.id}
                align="center"
                gap={8}
                style={{ padding: '6px 8px', border: '1px solid #f0f0f0', borderRadius: 6 }}
                data-testid={`customize-item-${item.widget.id}`}
              >
                <Checkbox
                  style={{ flex: 1 }}
                  checked={item.selected}
                  data-testid={`customize-check-${item.widget.id}`}
                  onChange={(e) =>
                    setItems(items.map((i) => (i.widget.id === item.widget.id ? { ...i, selected: e.target.checked } : i)))
                  }
                >
                  <Typography.Text>{item.widget.builtIn ? t(`kind.${item.widget.kind}`) : item.widget.name}</Typography.Text> <Tag>{t(`kind.${item.widget.kind}`)}</Tag>
                  {item.widget.scope === 'PROJECT' && <Tag color="blue">{t('scope.PROJECT')}</Tag>}
                </Checkbox>
                {[
                  <Button
                    key="up"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('customize.up')}
                    data-testid={`customize-up-${item.widget.id}`}
                    disabled={index === 0}
                    onClick={() => setItems(move(items, index, index - 1))}
                  />,
                  <Button
                    key="down"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('customize.down')}
                    data-testid={`customize-down-${item.widget.id}`}
                    disabled={index === items.length - 1}
                    onClick={() => setItems(move(items, index, index + 1))}
                  />,
                  ...(canDelete(item.widget)
                    ? [
                        <Popconfirm
                          key="delete"
                          title={t('customize.deleteConfirm')}
                          okButtonProps={{ 'data-testid': 'customize-delete-confirm' }}
                          onConfirm={() => remove.mutate(item.widget.id)}
                        >
                          <Button
                            size="small"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={t('customize.delete')}
                            data-testid={`customize-delete-${item.widget.id}`}
                          />
                        </Popconfirm>,
                      ]
                    : []),
                ]}
              </Flex>
            ))}
          </Flex>
        )}
        {creating ? (
          <NewWidgetForm project={project} manager={manager} onDone={() => setCreating(false)} />
        ) : (
          <Button icon={<PlusOutlined />} data-testid="widget-new" onClick={() => setCreating(true)}>
            {t('customize.newWidget')}
          </Button>
        )}
      </Flex>
    </Drawer>
  );
}
