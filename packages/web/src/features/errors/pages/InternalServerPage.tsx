import { Button, Flex, Result, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sanitizeErrorText } from '../../../app/api/errorPolicy';

/** Where 500/502 answers lead. The error text is shown only outside production (docs/errors.md). */
export function InternalServerPage() {
  const { t } = useTranslation('errors');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const detail = import.meta.env.PROD ? '' : sanitizeErrorText(params.get('error') ?? '');
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 24 }}>
      <Result
        status="500"
        title={t('internal.title')}
        subTitle={t('internal.subtitle')}
        extra={
          <Flex vertical gap={16} align="center">
            {detail && (
              <Typography.Paragraph code data-testid="internal-error" style={{ maxWidth: 640, textAlign: 'start' }}>
                {detail}
              </Typography.Paragraph>
            )}
            <Flex gap={8}>
              <Button onClick={() => void navigate(-1)}>{t('common:actions.back')}</Button>
              <Link to="/">
                <Button type="primary">{t('common:actions.goHome')}</Button>
              </Link>
            </Flex>
          </Flex>
        }
      />
    </Flex>
  );
}
