import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublicRequestState, TemplateVisibility } from '@sentio/domain';

const requestColor = { PENDING: 'processing', APPROVED: 'success', REJECTED: 'error' } as const;

/**
 * For the owner: whether a template is private or public, and where its make-public request stands (a new snapshot
 * of a public template is reviewed again, so a public one may have a pending request).
 */
export function VisibilityTag({ visibility, request }: { visibility: TemplateVisibility; request: PublicRequestState | null }) {
  const { t } = useTranslation('marketplace');
  return (
    <>
      <Tag color={visibility === 'PUBLIC' ? 'green' : 'default'} data-testid="template-visibility">
        {t(`visibility.${visibility}`)}
      </Tag>
      {request && (
        <Tooltip title={request.status === 'REJECTED' && request.reason ? request.reason : undefined}>
          <Tag color={requestColor[request.status]} data-testid="template-request">
            {t(`request.${request.status}`)}
          </Tag>
        </Tooltip>
      )}
    </>
  );
}
