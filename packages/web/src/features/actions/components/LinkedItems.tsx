import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionEvidenceBody } from '@sentio/domain';

export interface ShownEvidence {
  body: ActionEvidenceBody;
  /** The analysis's name when known (an action read from the server), else its code is shown. */
  projectName: string | null;
}

interface Props {
  evidence: ShownEvidence | null;
  journeyStep: { name: string | null } | null;
  onRemoveEvidence: () => void;
  onRemoveStep: () => void;
}

/** What the action is linked to (read-only: it comes from the screen it was made on), each removable. */
export function LinkedItems({ evidence, journeyStep, onRemoveEvidence, onRemoveStep }: Props) {
  const { t } = useTranslation('actionForm');
  if (!evidence && !journeyStep) return null;
  return (
    <Flex vertical gap={6} style={{ marginBottom: 16 }}>
      {evidence && (
        <Flex gap={8} align="center" wrap data-testid="action-form-evidence">
          <Typography.Text type="secondary">{t('evidence.title')}:</Typography.Text>
          <Typography.Text strong data-testid="action-form-evidence-label">
            {evidence.body.label || t('evidence.noLabel')}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('evidence.analysis', { name: evidence.projectName ?? evidence.body.projectCode })}
            {evidence.body.documentId ? ` · ${t('evidence.document')}` : ''}
          </Typography.Text>
          <Button size="small" type="link" danger data-testid="action-form-evidence-remove" onClick={onRemoveEvidence}>
            {t('evidence.remove')}
          </Button>
        </Flex>
      )}
      {journeyStep && (
        <Flex gap={8} align="center" wrap data-testid="action-form-journey-step">
          <Typography.Text type="secondary">{t('journeyStep.title')}:</Typography.Text>
          <Typography.Text strong>{journeyStep.name ?? t('journeyStep.linked')}</Typography.Text>
          <Button size="small" type="link" danger data-testid="action-form-journey-step-remove" onClick={onRemoveStep}>
            {t('evidence.remove')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
