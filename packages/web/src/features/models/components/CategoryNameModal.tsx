import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { categoryCreateBody } from '@sentio/domain';
import { messageText } from '../../../app/api/messages';

export interface CategoryNameModalProps {
  open: boolean;
  title: string;
  initial?: string;
  loading?: boolean;
  /** A sibling already has this name (checked before the server is asked). */
  isTaken?: (name: string) => boolean;
  /** A server-side problem to show on the field (e.g. a 400 after submit). */
  error?: string | null;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

/** Asks for a category name (add or rename) with the server's rules: not empty, at most 100 characters, unique among siblings. */
export function CategoryNameModal({
  open,
  title,
  initial = '',
  loading,
  isTaken,
  error,
  onSubmit,
  onCancel,
}: CategoryNameModalProps) {
  const { t } = useTranslation('models');
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  // Each opening starts from `initial` (state adjusted during render, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName(initial);
      setProblem(null);
    }
  }

  const submit = () => {
    const parsed = categoryCreateBody.shape.name.safeParse(name);
    if (!parsed.success) return setProblem(messageText(t, parsed.error.issues[0]?.message ?? 'FIELD_INVALID'));
    if (isTaken?.(parsed.data)) return setProblem(messageText(t, 'MODEL_CATEGORY_NAME_DUPLICATE'));
    onSubmit(parsed.data);
  };
  const shown = problem ?? error ?? null;

  return (
    <Modal
      open={open}
      title={title}
      onOk={submit}
      onCancel={onCancel}
      confirmLoading={loading}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ 'data-testid': 'category-name-save' }}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('categories.name')} validateStatus={shown ? 'error' : undefined} help={shown}>
          <Input
            autoFocus
            value={name}
            maxLength={100}
            onChange={(e) => {
              setName(e.target.value);
              setProblem(null);
            }}
            onPressEnter={submit}
            data-testid="category-name-input"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
