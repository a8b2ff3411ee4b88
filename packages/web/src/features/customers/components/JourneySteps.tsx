import { Card, List, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, type CustomerDetail } from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';

/** The journey steps the customer passed, per journey in step order; each journey links to its page. */
export function JourneySteps({ steps }: { steps: CustomerDetail['journeySteps'] }) {
  const { t, i18n } = useTranslation('customers');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const date = (iso: string) => formatDisplayDate(new Date(iso), i18n.language, { timeZone });
  const sorted = [...steps].sort((a, b) => a.journeyName.localeCompare(b.journeyName) || a.position - b.position);
  return (
    <Card size="small" title={t('journeys.title')} data-testid="customer-journeys">
      {sorted.length === 0 ? (
        <Typography.Text type="secondary">{t('journeys.none')}</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={sorted}
          renderItem={(s) => (
            <List.Item key={`${s.journeyId}:${s.stepId}`} data-testid={`customer-journey-step-${s.stepId}`}>
              <Typography.Text>
                <Link to={`/customer-journey?wcj=${encodeURIComponent(s.journeyId)}`}>{s.journeyName}</Link>
                {' · '}
                <Tag>{s.stepName}</Tag>
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('journeys.passed', { count: s.interactions, first: date(s.firstAt), last: date(s.lastAt) })}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
