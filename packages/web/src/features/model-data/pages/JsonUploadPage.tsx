import { Alert, Button, Card, Flex, Result } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accessOf } from '../../../app/access';
import { useAppStore } from '../../../app/store/appStore';
import { ModelShell } from '../../models';
import { useJsonUpload } from '../api/mutations';
import { JsonDocumentsInput, useJsonDocuments } from '../../../shared/sources/JsonDocumentsInput';

/** /model/json-upload/:id — documents or dialogues pasted or picked as JSON, checked here, stored all or nothing. */
export function JsonUploadPage() {
  const { t } = useTranslation('modelData');
  const id = useParams().id ?? '';
  const access = accessOf(useAppStore((s) => s.user));
  const upload = useJsonUpload(id);
  const json = useJsonDocuments('modelData');
  const { parsed } = json;

  const send = () => {
    if (!parsed?.ok) return;
    json.setServerError(null);
    upload.mutate(parsed.documents, { onError: json.onError });
  };

  return (
    <ModelShell modelId={id} page="json-upload">
      {(model) => (
        <Card title={t('json.title')} extra={<Link to={`/model/data-upload/${model.id}`}>{t('common.back')}</Link>}>
          {!access.modelManage ? (
            <Alert type="info" showIcon title={t('upload.noPermission')} />
          ) : upload.isSuccess ? (
            <Result
              status="success"
              title={t('json.stored', { count: upload.data.stored })}
              subTitle={
                [
                  upload.data.updated ? t('json.updatedCount', { count: upload.data.updated }) : '',
                  upload.data.skipped ? t('json.skippedCount', { count: upload.data.skipped }) : '',
                  upload.data.failed ? t('json.failedCount', { count: upload.data.failed }) : '',
                ]
                  .filter((line) => line !== '')
                  .join(' · ') || undefined
              }
              data-testid="json-result"
              extra={[
                <Link key="label" to={`/model/data/${model.id}`}>
                  <Button type="primary">{t('json.goLabel')}</Button>
                </Link>,
                <Button
                  key="more"
                  onClick={() => {
                    upload.reset();
                    json.clear();
                  }}
                >
                  {t('json.more')}
                </Button>,
              ]}
            />
          ) : (
            <Flex vertical gap={12}>
              <JsonDocumentsInput
                ns="modelData"
                json={json}
                dialogue={model.dataType === 'DIALOGUE'}
                textareaTestId="json-input"
                rows={{ minRows: 10, maxRows: 24 }}
              />
              <Flex justify="flex-end">
                <Button type="primary" disabled={!parsed?.ok} loading={upload.isPending} onClick={send} data-testid="json-submit">
                  {t('json.submit')}
                </Button>
              </Flex>
            </Flex>
          )}
        </Card>
      )}
    </ModelShell>
  );
}
