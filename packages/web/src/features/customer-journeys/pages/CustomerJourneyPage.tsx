import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Journey } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { JourneyForm } from '../components/JourneyForm';
import { JourneyView } from '../components/JourneyView';

/** `/customer-journey?wcj=`: the workspace's journeys and the selected one's report; create, edit and delete them. */
export function CustomerJourneyPage() {
  const { t } = useTranslation('journeys');
  const access = accessOf(useAppStore((s) => s.user));
  const [, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Journey | 'new' | null>(null);
  const closed = (saved?: Journey) => {
    setEditing(null);
    if (saved)
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('wcj', saved.id);
        return next;
      });
  };
  return (
    <AccessGuard allowed={access.customersRead}>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center">
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('page.title')}
          </Typography.Title>
          {access.journeysManage && (
            <Button type="primary" icon={<PlusOutlined />} data-testid="journey-new" onClick={() => setEditing('new')}>
              {t('page.new')}
            </Button>
          )}
        </Flex>
        <JourneyView
          param="wcj"
          projectCode={null}
          comparisonByDefault
          canManage={access.journeysManage}
          onEdit={setEditing}
          testId="journey-page"
          page
        />
      </Flex>
      {editing && <JourneyForm {...(editing === 'new' ? {} : { journey: editing })} onClose={closed} />}
    </AccessGuard>
  );
}
