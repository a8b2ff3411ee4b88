import { useMemo } from 'react';
import { Alert, Button, Col, Flex, Result, Row, Skeleton, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { customerKeyFromParam } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { apiErrorOf } from '../../../app/api/errors';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { LoadError } from '../../../shared/query/QueryState';
import { useCustomerDetail } from '../api/queries';
import { CustomerFacts, CustomerProfile } from '../components/CustomerProfile';
import { InteractionTimeline } from '../components/InteractionTimeline';
import { JourneySteps } from '../components/JourneySteps';
import { ScoreHistory } from '../components/ScoreHistory';
import { detailQueryFromSearch, mergeDetailQuery } from '../lib/listQuery';
import { useLinkWorkspace } from '../lib/useLinkWorkspace';
import type { ListLinkState } from './CustomerListPage';

function NotFound({ back }: { back: string }) {
  const { t } = useTranslation('customers');
  return (
    <Result
      status="404"
      title={t('errors:codes.CUSTOMER_NOT_FOUND')}
      data-testid="customer-not-found"
      extra={
        <Link to={back}>
          <Button>{t('detail.back')}</Button>
        </Link>
      }
    />
  );
}

/** The list the user came from (its filters, page and order), else the plain list. */
function useBackLink(): string {
  const { state } = useLocation() as { state: Partial<ListLinkState> | null };
  return `/customers${typeof state?.listSearch === 'string' ? state.listSearch : ''}`;
}

/**
 * /customers/{base64url key}: the profile, NPS/CSAT history, journey steps and every interaction across analyses.
 * page, size, q, pt page and narrow the interactions; `ws` names the workspace the link belongs to.
 */
export function CustomerDetailPage() {
  const { t } = useTranslation('customers');
  const access = accessOf(useAppStore((s) => s.user));
  const { key: param = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const back = useBackLink();
  const query = useMemo(() => detailQueryFromSearch(params), [params]);
  const valid = customerKeyFromParam(param) !== null;
  const workspace = useLinkWorkspace(params.get('ws'));
  const detail = useCustomerDetail(param, query, valid && workspace.ready && access.customersRead);

  const backLink = (
    <Link to={back} data-testid="customer-back">
      <ArrowLeftOutlined /> {t('detail.back')}
    </Link>
  );
  const body = () => {
    if (!valid) return <NotFound back={back} />;
    if (workspace.switching)
      return (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin tip={t('detail.switching')} data-testid="customer-switching">
            <div style={{ width: 200 }} />
          </Spin>
        </Flex>
      );
    if (detail.isError) {
      if (apiErrorOf(detail.error)?.status === 404) return <NotFound back={back} />;
      return <LoadError error={detail.error} onRetry={() => void detail.refetch()} testId="customer-load-error" />;
    }
    if (!detail.data) return <Skeleton active paragraph={{ rows: 8 }} />;
    const customer = detail.data;
    return (
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <CustomerProfile customer={customer} />
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            <CustomerFacts customer={customer} />
            <ScoreHistory scores={customer.scores} />
            <JourneySteps steps={customer.journeySteps} />
          </Flex>
        </Col>
        <Col xs={24} xl={14}>
          <InteractionTimeline
            customer={customer}
            query={query}
            loading={detail.isFetching && detail.isPlaceholderData}
            onChange={(next) => setParams((current) => mergeDetailQuery(current, next))}
          />
        </Col>
      </Row>
    );
  };

  return (
    <AccessGuard allowed={access.customersRead}>
      <Flex vertical gap={16} data-testid="customer-detail">
        {backLink}
        {workspace.foreign && (
          <Alert type="warning" showIcon title={t('detail.foreignWorkspace')} data-testid="customer-foreign-workspace" />
        )}
        {workspace.failed && (
          <Alert
            type="warning"
            showIcon
            title={t('detail.switchFailed', { name: workspace.failed.name })}
            action={<Button onClick={workspace.retry}>{t('detail.switchRetry')}</Button>}
            data-testid="customer-switch-failed"
          />
        )}
        {body()}
      </Flex>
    </AccessGuard>
  );
}
