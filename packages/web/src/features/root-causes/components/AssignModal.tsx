import { useState } from 'react';
import { Alert, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Topic } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { useAssignTopics } from '../api/mutations';
import { useRootCauses } from '../api/queries';

/** Confirms topics into a root cause that already exists. */
export function AssignModal({ code, topics, onClose }: { code: string; topics: Topic[]; onClose: () => void }) {
  const { t } = useTranslation('rootCauses');
  const rootCauses = useRootCauses(code);
  const assign = useAssignTopics(code);
  const [rootCauseId, setRootCauseId] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Modal
      open
      title={t('assign.title', { count: topics.length })}
      onCancel={onClose}
      okText={t('assign.submit')}
      okButtonProps={{ 'data-testid': 'assign-submit', loading: assign.isPending, disabled: rootCauseId === undefined }}
      onOk={() => {
        if (rootCauseId === undefined) return;
        setProblem(null);
        assign.mutate(
          { rootCauseId, topicIds: topics.map((topic) => topic.id) },
          {
            onSuccess: onClose,
            onError: (e) => {
              const api = apiErrorOf(e);
              setProblem(api ? apiErrorText(t, api) : t('failed'));
            },
          },
        );
      }}
      destroyOnHidden
    >
      {problem && <Alert type="error" showIcon title={problem} data-testid="assign-error" style={{ marginBottom: 12 }} />}
      <Form layout="vertical">
        <Form.Item label={t('assign.rootCause')}>
          <Select
            data-testid="assign-root-cause"
            showSearch={{ optionFilterProp: 'label' }}
            loading={rootCauses.isLoading}
            value={rootCauseId}
            onChange={setRootCauseId}
            notFoundContent={t('assign.none')}
            options={(rootCauses.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
