import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TemplateKind } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { LoadError, Loading } from '../../../shared/query/QueryState';
import { listPath } from '../lib/kinds';

interface DetailQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

/**
 * The states of a template's detail. A template another workspace keeps private answers 404 like a missing one
 * (docs/marketplace.md), so both read "not found" with the way back to the list; other failures offer a retry.
 */
export function DetailState<T>({
  kind,
  query,
  children,
}: {
  kind: TemplateKind;
  query: DetailQuery<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('marketplace');
  if (query.error) {
    if (apiErrorOf(query.error)?.status === 404)
      return (
        <Result
          status="404"
          title={t('detail.notFound')}
          subTitle={t('detail.notFoundHint')}
          data-testid="template-not-found"
          extra={
            <Link to={listPath(kind)}>
              <Button type="primary">{t(`detail.back.${kind}`)}</Button>
            </Link>
          }
        />
      );
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending || !query.data) return <Loading rows={8} />;
  return children(query.data);
}
