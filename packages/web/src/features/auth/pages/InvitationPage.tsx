import { Alert, Button, Flex, Result, Spin, Typography } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { notices } from '../../../app/notices';
import { useAppStore } from '../../../app/store/appStore';
import { useSwitchWorkspace } from '../../workspace';
import { useAcceptInvitation } from '../api/mutations';
import { useInvitationPreview } from '../api/queries';
import { AuthLayout } from '../components/AuthLayout';

/**
 * An invitation link: shows what it offers. Signed in → accept and switch to that workspace; signed out →
 * sign in or register and come back here. An invalid link goes to /invitation-failed.
 */
export function InvitationPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const user = useAppStore((s) => s.user);
  const accept = useAcceptInvitation();
  // Stops once accepted: the switch refetches everything, and a used-up invitation answers INVITATION_INVALID.
  const preview = useInvitationPreview(token, !accept.isSuccess);
  const switchWorkspace = useSwitchWorkspace();

  if (preview.isPending || (!preview.data && accept.isSuccess)) {
    return (
      <AuthLayout>
        <Flex justify="center">
          <Spin size="large" />
        </Flex>
      </AuthLayout>
    );
  }
  // Once accepted, the invitation is used up: the refetch after the workspace switch answers INVITATION_INVALID,
  // which must not send the new member to the failure page.
  if (preview.isError && !accept.isSuccess) {
    const error = apiErrorOf(preview.error);
    if (!error || error.status === 404 || error.messageCode === 'INVITATION_INVALID')
      return <Navigate to="/invitation-failed" replace />;
    return (
      <AuthLayout>
        <Result status="error" title={apiErrorText(t, error)} />
      </AuthLayout>
    );
  }

  const invitation = preview.data;
  if (!invitation) return <Navigate to="/invitation-failed" replace />;
  const back = new URLSearchParams({ redirect_url: `/invitation/${token}` });
  const role = t(`workspace:roles.${invitation.role}`);
  const acceptError = apiErrorOf(accept.error);

  const doAccept = () =>
    accept.mutate(token, {
      onSuccess: ({ workspaceCode }) =>
        switchWorkspace.mutate(workspaceCode, {
          onSuccess: () => {
            notices.success({ title: t('invitation.joined', { workspace: invitation.workspaceName }) });
            void navigate('/', { replace: true });
          },
        }),
    });

  return (
    <AuthLayout width={520}>
      <Result
        icon={<TeamOutlined />}
        title={t('invitation.title', { workspace: invitation.workspaceName })}
        subTitle={t('invitation.text', { invitedBy: invitation.invitedBy, workspace: invitation.workspaceName, role })}
        extra={
          user ? (
            <Flex vertical gap={12} align="center">
              {user.email.toLowerCase() !== invitation.email.toLowerCase() && (
                <Alert type="warning" showIcon title={t('invitation.otherEmail', { email: invitation.email })} />
              )}
              {acceptError && <Alert type="error" showIcon title={apiErrorText(t, acceptError)} data-testid="invitation-error" />}
              <Button
                type="primary"
                loading={accept.isPending || switchWorkspace.isPending}
                onClick={doAccept}
                data-testid="invitation-accept"
              >
                {t('invitation.accept')}
              </Button>
            </Flex>
          ) : (
            <Flex vertical gap={12} align="center">
              <Typography.Text type="secondary">{t('invitation.signInFirst', { email: invitation.email })}</Typography.Text>
              <Flex gap={8}>
                <Link to={`/login?${back.toString()}`}>
                  <Button type={invitation.userExists ? 'primary' : 'default'} data-testid="invitation-login">
                    {t('login.submit')}
                  </Button>
                </Link>
                <Link
                  to={`/register?${new URLSearchParams({ redirect_url: `/invitation/${token}`, email: invitation.email }).toString()}`}
                >
                  <Button type={invitation.userExists ? 'default' : 'primary'} data-testid="invitation-register">
                    {t('register.submit')}
                  </Button>
                </Link>
              </Flex>
            </Flex>
          )
        }
      />
    </AuthLayout>
  );
}
