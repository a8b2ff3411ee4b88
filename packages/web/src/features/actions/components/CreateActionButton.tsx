import { useState } from 'react';
import { Button, Modal } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ActionEvidenceBody } from '@sentio/domain';
import { notices } from '../../../app/notices';
import { ActionForm } from './ActionForm';

export interface CreateActionButtonProps {
  /** The slice the action comes from (an analysis and its filter), null when none. */
  evidence?: ActionEvidenceBody | null;
  journeyStep?: { journeyId: string; stepId: string } | null;
  defaultName?: string;
  size?: 'small' | 'middle' | 'large';
  /** `create-action` by default; a screen with several buttons gives each its own. */
  testId?: string;
  /** Render as a plain text link (inside menus and cards). */
  type?: 'default' | 'link' | 'text';
}

/**
 * "Create action" from anywhere (docs/actions.md): a modal with the action form, carrying the screen's filter as
 * the evidence. After saving, a notice links to the new action. Callers show it only when the user may manage actions.
 */
export function CreateActionButton({
  evidence = null,
  journeyStep = null,
  defaultName,
  size,
  testId = 'create-action',
  type = 'default',
}: CreateActionButtonProps) {
  const { t } = useTranslation('actionForm');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size={size}
        type={type}
        icon={<PlusOutlined />}
        data-testid={testId}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        {t('createButton')}
      </Button>
      {open && (
        <CreateActionModal
          evidence={evidence}
          journeyStep={journeyStep}
          {...(defaultName !== undefined ? { defaultName } : {})}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

export interface CreateActionModalProps {
  evidence?: ActionEvidenceBody | null;
  journeyStep?: { journeyId: string; stepId: string } | null;
  defaultName?: string;
  onClose: () => void;
}

/** The create modal on its own, for places that open it from a menu item; after saving a notice links to the action. */
export function CreateActionModal({ evidence = null, journeyStep = null, defaultName, onClose }: CreateActionModalProps) {
  const { t } = useTranslation('actionForm');
  const navigate = useNavigate();
  return (
    <Modal open title={t('createTitle')} footer={null} width={720} onCancel={onClose} destroyOnHidden>
      <div onClick={(e) => e.stopPropagation()}>
        <ActionForm
          evidence={evidence}
          journeyStep={journeyStep}
          {...(defaultName !== undefined ? { defaultName } : {})}
          onCancel={onClose}
          onSaved={(action) => {
            onClose();
            notices.success({
              key: `action-created-${action.id}`,
              title: t('created', { name: action.name }),
              description: (
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0 }}
                  data-testid="create-action-open"
                  onClick={() => void navigate(`/actions/${action.id}`)}
                >
                  {t('openAction')}
                </Button>
              ),
            });
          }}
        />
      </div>
    </Modal>
  );
}
