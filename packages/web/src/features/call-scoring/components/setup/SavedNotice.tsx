import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScoringSetup } from '@sentio/domain';
import { formatDate } from '../../../../app/dates';
import { useAppStore } from '../../../../app/store/appStore';

/**
 * After a save: the new version takes effect from 00:00 of its day (reporting time zone), so calls before it keep
 * their scores — the notice offers to re-score them.
 */
export function SavedNotice({ setup, onRescore, onClose }: { setup: ScoringSetup; onRescore?: () => void; onClose: () => void }) {
  const { t, i18n } = useTranslation('callScoring');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  return (
    <Alert
      type="success"
      showIcon
      closable
      onClose={onClose}
      style={{ marginBottom: 12 }}
      data-testid="scoring-saved"
      title={t('saved.title', { version: setup.version })}
      description={
        setup.effectiveFrom
          ? t('saved.effective', { date: formatDate(setup.effectiveFrom, i18n.language), timeZone })
          : t('saved.effectiveNow')
      }
      action={
        onRescore && (
          <Button size="small" onClick={onRescore} data-testid="scoring-saved-rescore">
            {t('saved.rescore')}
          </Button>
        )
      }
    />
  );
}
