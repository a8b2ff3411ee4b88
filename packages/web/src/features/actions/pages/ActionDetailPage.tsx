import { useState } from 'react';
import { Alert, App, Button, Card, Col, Flex, Popconfirm, Result, Row, Skeleton } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { actionParams, actionUpdateBodyOf, mayRemove, type Action, type ActionStatus, type ApiError } from '@sentio/domain';
import { accessOf, selectedWorkspace } from '../../../app/access';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { LoadError } from '../../../shared/query/QueryState';
import { useDeleteAction, useUpdateAction } from '../api/mutations';
import { useAction } from '../api/queries';
import { ActionEffect } from '../components/ActionEffect';
import { ActionFollowers } from '../components/ActionFollowers';
import { ActionForm } from '../components/ActionForm';
import { ActionHeader } from '../components/ActionHeader';
import { ActionHistory } from '../components/ActionHistory';
import { ActionNotes } from '../components/ActionNotes';
import { CorrectiveActions } from '../components/CorrectiveActions';
import { backTarget, statusMoves } from '../lib/detail';

/** Start, finish, cancel or reopen; each saves the whole action with the version it was read with. */
function StatusButtons({ action, onError }: { action: Action; onError: (error: ApiError) => void }) {
  const { t } = useTranslation('actionDetail');
  const update = useUpdateAction(action.id);
  const [target, setTarget] = useState<ActionStatus | null>(null);
  const move = (status: ActionStatus) => {
    setTarget(status);
    update.mutate(actionUpdateBodyOf(action, { status }), {
      onError: (error) => {
        const body = apiErrorOf(error);
        if (body) onError(body);
      },
      onSettled: () => setTarget(null),
    });
  };
  return (
    <>
      {statusMoves(action.status).map((status) => (
        <Button
          key={status}
          type={status === 'DONE' ? 'primary' : 'default'}
          danger={status === 'CANCELLED'}
          loading={update.isPending && target === status}
          disabled={update.isPending && target !== status}
          onClick={() => move(status)}
          data-testid={`action-status-${status}`}
        >
          {t(`moves.${status}`)}
        </Button>
      ))}
    </>
  );
}

// antd's button props have no data attributes; spread, they reach the DOM.
const confirmTestId = { 'data-testid': 'action-delete-confirm' };

function DeleteButton({ action, back }: { action: Action; back: string }) {
  const { t } = useTranslation('actionDetail');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const remove = useDeleteAction();
  return (
    <Popconfirm
      title={t('deleteConfirm')}
      okText={t('deleteOk')}
      cancelText={t('deleteCancel')}
      okButtonProps={{ danger: true, loading: remove.isPending, ...confirmTestId }}
      onConfirm={() =>
        remove.mutate(action.id, {
          onSuccess: () => {
            void message.success(t('deleted'));
            void navigate(back);
          },
        })
      }
    >
      <Button danger icon={<DeleteOutlined />} data-testid="action-delete">
        {t('delete')}
      </Button>
    </Popconfirm>
  );
}

/**
 * `/actions/{id}?returnUrl`: the action with its followers, notes, corrective actions, history and measured effect.
 * Every save carries the version read; a 409 (closed by a teammate, changed meanwhile) is shown with a refresh.
 */
export function ActionDetailPage() {
  const { t } = useTranslation('actionDetail');
  const user = useAppStore((s) => s.user);
  const access = accessOf(user);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const back = backTarget(params.get('returnUrl'));
  // An id that cannot be an action's is not found without asking (the server would answer a validation error).
  const valid = actionParams.safeParse({ id }).success;
  const action = useAction(valid ? id : null);
  const [problem, setProblem] = useState<ApiError | null>(null);
  const [editing, setEditing] = useState(false);

  const refresh = () => {
    setProblem(null);
    void action.refetch();
  };

  const body = () => {
    if (!valid || action.isError) {
      if (!valid || apiErrorOf(action.error)?.status === 404)
        return (
          <Result
            status="404"
            title={t('errors:codes.ACTION_NOT_FOUND')}
            data-testid="action-not-found"
            extra={
              <Link to={back}>
                <Button>{t('back')}</Button>
              </Link>
            }
          />
        );
      return <LoadError error={action.error} onRetry={refresh} testId="action-load-error" />;
    }
    if (!action.data) return <Skeleton active paragraph={{ rows: 8 }} />;
    const a = action.data;
    const editable = access.actionsManage;
    const removable = editable && mayRemove(selectedWorkspace(user)?.permissions ?? [], user?.id ?? '', a.creator?.id ?? null);
    const buttons = editable && (
      <Flex gap={8} wrap>
        {!editing && <StatusButtons action={a} onError={setProblem} />}
        <Button icon={<EditOutlined />} onClick={() => setEditing((e) => !e)} data-testid="action-edit">
          {editing ? t('cancelEdit') : t('edit')}
        </Button>
        {removable && <DeleteButton action={a} back={back} />}
      </Flex>
    );
    return (
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <Flex vertical gap={12}>
            {problem && (
              <Alert
                type={problem.status === 409 ? 'warning' : 'error'}
                showIcon
                title={apiErrorText(t, problem)}
                action={
                  <Button size="small" onClick={refresh} data-testid="action-refresh">
                    {t('refresh')}
                  </Button>
                }
                data-testid="action-problem"
              />
            )}
            <ActionHeader action={a} extra={buttons} />
            {editing && (
              <Card size="small" data-testid="action-edit-card">
                <ActionForm
                  key={a.version}
                  initial={a}
                  onSaved={() => {
                    setProblem(null);
                    setEditing(false);
                  }}
                  onCancel={() => setEditing(false)}
                />
                <Flex justify="end">
                  <Button type="link" onClick={refresh} data-testid="action-edit-refresh">
                    {t('refresh')}
                  </Button>
                </Flex>
              </Card>
            )}
          </Flex>
        </Col>
        <Col xs={24} xl={14}>
          <Flex vertical gap={16}>
            <ActionEffect actionId={a.id} />
            <ActionNotes actionId={a.id} editable={editable} />
            <CorrectiveActions actionId={a.id} editable={editable} />
          </Flex>
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            <ActionFollowers action={a} editable={editable} />
            <ActionHistory actionId={a.id} />
          </Flex>
        </Col>
      </Row>
    );
  };

  return (
    <AccessGuard allowed={access.actionsRead}>
      <Flex vertical gap={16} data-testid="action-detail">
        <Link to={back} data-testid="action-back">
          <ArrowLeftOutlined /> {t('back')}
        </Link>
        {body()}
      </Flex>
    </AccessGuard>
  );
}
