import { Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { customerKeyToParam } from '@sentio/domain';
import { accessOf, selectedWorkspace } from '../../../app/access';
import { useAppStore } from '../../../app/store/appStore';

/** "Customer: {key}" linking to the customer's page, for a document that belongs to one (and a user who may see customers). */
export function DocumentCustomerLink({ customerKey }: { customerKey: string | null | undefined }) {
  const { t } = useTranslation('customers');
  const user = useAppStore((s) => s.user);
  if (!customerKey || !accessOf(user).customersRead) return null;
  const ws = selectedWorkspace(user)?.code;
  return (
    <Typography.Text data-testid="document-customer">
      <UserOutlined /> {t('documentLink.label')}{' '}
      <Link
        to={`/customers/${customerKeyToParam(customerKey)}${ws ? `?ws=${encodeURIComponent(ws)}` : ''}`}
        data-testid="document-customer-link"
      >
        {customerKey}
      </Link>
    </Typography.Text>
  );
}
