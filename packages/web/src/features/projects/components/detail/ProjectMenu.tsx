import { useState } from 'react';
import { App, Button, Dropdown, Form, Input, Modal, Select, Typography } from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  GlobalOutlined,
  MoreOutlined,
  SwapOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mayRemove, renameIssue, type ProjectDetail } from '@sentio/domain';
import { selectedWorkspace } from '../../../../app/access';
import { apiErrorOf } from '../../../../app/api/errors';
import { apiErrorText, messageText } from '../../../../app/api/messages';
import { useAppStore } from '../../../../app/store/appStore';
import { formatCount } from '../../../../shared/format';
import { MakeTemplateModal } from '../../../public-review';
import { useDeleteProject, usePatchProject } from '../../api/mutations';
import { useProjectTags, useProjectWorkspaces } from '../../api/queries';

type Dialog = 'rename' | 'move' | 'tags' | null;

/**
 * The header's edit menu: rename (a different name), move to another workspace, tags, delete with a confirmation
 * that names what is lost. Only the analysis's creator and managers get it (the server refuses anyone else).
 */
export function ProjectMenu({ project }: { project: ProjectDetail }) {
  const { t, i18n } = useTranslation('projects');
  const user = useAppStore((s) => s.user);
  const removable = mayRemove(selectedWorkspace(user)?.permissions ?? [], user?.id ?? '', project.owner.id);
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [templating, setTemplating] = useState(false);
  const [name, setName] = useState(project.name);
  const [workspace, setWorkspace] = useState<string | undefined>();
  const [tags, setTags] = useState<string[]>(project.tags);
  const patch = usePatchProject(project.code);
  const remove = useDeleteProject();
  const workspaces = useProjectWorkspaces(dialog === 'move');
  const tagOptions = useProjectTags();

  const open = (d: Dialog) => {
    patch.reset();
    setName(project.name);
    setTags(project.tags);
    setWorkspace(undefined);
    setDialog(d);
  };
  const close = () => setDialog(null);
  const serverError = apiErrorOf(patch.error);
  const sameName = dialog === 'rename' ? renameIssue(project.name, name) : null;

  const confirmDelete = () =>
    void modal.confirm({
      title: t('detail.menu.deleteTitle', { name: project.name }),
      content: t('detail.menu.deleteBody', { documents: formatCount(project.documentCount, i18n.language) }),
      okText: t('actions.delete'),
      okButtonProps: { danger: true, 'data-testid': 'project-delete-confirm' },
      cancelText: t('actions.cancel'),
      onOk: () =>
        remove.mutateAsync(project.code).then(() => {
          void message.success(t('detail.menu.deleted', { name: project.name }));
          void navigate('/project');
        }),
    });

  if (!removable) return null;

  const save = () => {
    if (dialog === 'rename') {
      if (sameName) return;
      patch.mutate({ name: name.trim() }, { onSuccess: close });
    } else if (dialog === 'tags') patch.mutate({ tags }, { onSuccess: close });
    else if (dialog === 'move' && workspace)
      patch.mutate(
        { workspaceCode: workspace },
        {
          onSuccess: () => {
            void message.success(t('detail.menu.moved', { name: project.name }));
            void navigate('/project');
          },
        },
      );
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'rename', icon: <EditOutlined />, label: <span data-testid="project-rename">{t('detail.menu.rename')}</span> },
            { key: 'move', icon: <SwapOutlined />, label: <span data-testid="project-move">{t('detail.menu.move')}</span> },
            { key: 'tags', icon: <TagsOutlined />, label: <span data-testid="project-tags">{t('detail.menu.tags')}</span> },
            {
              key: 'make-public',
              icon: <GlobalOutlined />,
              label: <span data-testid="project-make-public">{t('detail.menu.makePublic')}</span>,
            },
            {
              key: 'make-template',
              icon: <CopyOutlined />,
              label: <span data-testid="project-make-template">{t('detail.menu.makeTemplate')}</span>,
            },
            { type: 'divider' },
            {
              key: 'delete',
              danger: true,
              icon: <DeleteOutlined />,
              label: <span data-testid="project-delete">{t('actions.delete')}</span>,
            },
          ],
          onClick: ({ key }) =>
            key === 'delete'
              ? confirmDelete()
              : key === 'make-public'
                ? void navigate(`/project/make-public/${project.code}`)
                : key === 'make-template'
                  ? setTemplating(true)
                  : open(key as Dialog),
        }}
      >
        <Button icon={<MoreOutlined />} aria-label={t('detail.menu.title')} data-testid="project-menu" />
      </Dropdown>
      {templating && (
        <MakeTemplateModal
          kind="PROJECT"
          sourceId={project.code}
          name={project.name}
          description={project.description}
          tags={project.tags}
          onClose={() => setTemplating(false)}
        />
      )}
      <Modal
        open={dialog !== null}
        title={dialog ? t(`detail.menu.${dialog}`) : ''}
        onCancel={close}
        onOk={save}
        okText={t('actions.save')}
        cancelText={t('actions.cancel')}
        confirmLoading={patch.isPending}
        okButtonProps={{ disabled: (dialog === 'move' && !workspace) || Boolean(sameName), 'data-testid': 'project-dialog-ok' }}
        destroyOnHidden
      >
        <Form layout="vertical" component="div">
          {dialog === 'rename' && (
            <Form.Item
              label={t('wizard.info.name')}
              validateStatus={sameName || serverError ? 'error' : undefined}
              help={sameName ? messageText(t, sameName.code) : serverError ? apiErrorText(t, serverError) : undefined}
            >
              <Input
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={100}
                autoFocus
                data-testid="project-rename-input"
              />
            </Form.Item>
          )}
          {dialog === 'move' && (
            <Form.Item label={t('detail.menu.workspace')} extra={t('detail.menu.moveHint')}>
              <Select
                value={workspace}
                onChange={setWorkspace}
                loading={workspaces.isPending}
                options={(workspaces.data ?? []).filter((w) => !w.selected).map((w) => ({ value: w.id, label: w.name }))}
                data-testid="project-move-workspace"
              />
            </Form.Item>
          )}
          {dialog === 'tags' && (
            <Form.Item label={t('wizard.info.tags')}>
              <Select
                mode="tags"
                value={tags}
                onChange={setTags}
                options={tagOptions.data ?? []}
                data-testid="project-tags-input"
              />
            </Form.Item>
          )}
          {dialog !== 'rename' && serverError && <Typography.Text type="danger">{apiErrorText(t, serverError)}</Typography.Text>}
        </Form>
      </Modal>
    </>
  );
}
