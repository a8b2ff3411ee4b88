import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * Shown when a route fails to render or its code cannot be loaded — typically a chunk that disappeared
 * after a new deployment, which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('errors');
  console.error('[router]', error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Result
      status={notFound ? '404' : 'error'}
      title={notFound ? t('notFound.title') : t('crash.title')}
      subTitle={notFound ? t('notFound.subtitle') : t('crash.subtitle')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('crash.reload')}
        </Button>
      }
    />
  );
}
