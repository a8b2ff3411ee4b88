import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelDetail, ModelUpdateBody } from '@sentio/domain';
import { apiErrorOf } from '../../../../app/api/errors';
import { apiErrorText } from '../../../../app/api/messages';
import { applyFieldErrors } from '../../../../app/forms';
import { notices } from '../../../../app/notices';
import { useUpdateModel } from '../../api/mutations';

/**
 * One settings tab's form: saves only the tab's fields with `PATCH /api/model/:id`, puts the server's field errors on
 * the fields, and reports success once.
 */
export function useSettingsForm<V extends object>(model: ModelDetail, fields: readonly string[]) {
  const { t } = useTranslation('models');
  const [form] = Form.useForm<V>();
  const update = useUpdateModel(model.id);
  const save = (body: ModelUpdateBody) =>
    update.mutate(body, {
      onSuccess: () => notices.success({ title: t('settings.saved') }),
      onError: (error) => {
        const api = apiErrorOf(error);
        if (!api || api.status === 402 || applyFieldErrors(form as FormInstance, error, t, fields)) return;
        if (api.status === 400 || api.status === 409) notices.error({ title: apiErrorText(t, api) });
      },
    });
  return { form, save, saving: update.isPending };
}
