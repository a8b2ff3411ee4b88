import { useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Col, Form, Input, Result, Row, Skeleton, Space, Switch, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { entityTypes, maskingSchema, validationIssues, type MaskingSettings, type ProjectDetail } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText, messageText } from '../../../app/api/messages';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { useSaveMasking, useTestDocument } from '../api/mutations';
import { useProject } from '../api/useProject';

/** A live preview: what the analysis stores of a sample text with the saved masking settings. */
function MaskingPreview({ code }: { code: string }) {
  const { t } = useTranslation('projects');
  const [text, setText] = useState('');
  const test = useTestDocument(code);
  const error = apiErrorOf(test.error);
  return (
    <Card title={t('masking.preview.title')} data-testid="masking-preview">
      <Typography.Paragraph type="secondary">{t('masking.preview.hint')}</Typography.Paragraph>
      <Input.TextArea
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={5000}
        data-testid="masking-preview-input"
      />
      <Button
        style={{ marginTop: 8 }}
        loading={test.isPending}
        disabled={!text.trim()}
        onClick={() => test.mutate(text)}
        data-testid="masking-preview-run"
      >
        {t('masking.preview.run')}
      </Button>
      {error && <Alert type="error" showIcon style={{ marginTop: 8 }} title={apiErrorText(t, error)} />}
      {test.data && (
        <Typography.Paragraph code style={{ marginTop: 12, whiteSpace: 'pre-wrap' }} data-testid="masking-preview-output">
          {test.data.masked ?? text}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

function MaskingForm({ project, canManage }: { project: ProjectDetail; canManage: boolean }) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const [value, setValue] = useState<MaskingSettings>(project.settings.masking);
  const save = useSaveMasking(project.code);
  const issues = validationIssues(maskingSchema, value);
  const patternIssue = (index: number) => issues.find((i) => i.path[0] === 'patterns' && i.path[1] === index);
  const set = (patch: Partial<MaskingSettings>) => setValue((v) => ({ ...v, ...patch }));
  const serverError = apiErrorOf(save.error);

  return (
    <Card
      title={t('masking.title', { name: project.name })}
      extra={<Link to={`/project/detail/${encodeURIComponent(project.code)}?tab=settings`}>{t('masking.back')}</Link>}
    >
      <Form layout="vertical" component="div" disabled={!canManage}>
        <Form.Item label={t('masking.enabled')}>
          <Switch checked={value.enabled} onChange={(enabled) => set({ enabled })} data-testid="masking-enabled" />
        </Form.Item>
        <Form.Item label={t('masking.entityTypes')}>
          <Checkbox.Group
            value={value.entityTypes}
            onChange={(v) => set({ entityTypes: v })}
            options={entityTypes.filter((e) => e !== 'CUSTOM').map((e) => ({ value: e, label: t(`entityTypes.${e}`) }))}
            data-testid="masking-entity-types"
          />
        </Form.Item>
        <Form.Item label={t('masking.patterns')} extra={t('masking.patternsHint')}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            {value.patterns.map((p, i) => {
              const issue = patternIssue(i);
              return (
                <Form.Item
                  key={i}
                  style={{ marginBottom: 0 }}
                  validateStatus={issue ? 'error' : undefined}
                  help={issue ? messageText(t, issue.code) : undefined}
                >
                  <Space.Compact style={{ width: '100%' }}>
                    <Input
                      value={p}
                      aria-label={t('masking.pattern')}
                      onChange={(e) => set({ patterns: value.patterns.map((x, j) => (j === i ? e.target.value : x)) })}
                      data-testid={`masking-pattern-${i}`}
                    />
                    <Button onClick={() => set({ patterns: value.patterns.filter((_, j) => j !== i) })}>
                      {t('actions.remove')}
                    </Button>
                  </Space.Compact>
                </Form.Item>
              );
            })}
            <Button
              onClick={() => set({ patterns: [...value.patterns, ''] })}
              disabled={value.patterns.length >= 20}
              data-testid="masking-pattern-add"
            >
              {t('masking.addPattern')}
            </Button>
          </Space>
        </Form.Item>
        <Form.Item label={t('masking.replacement')} extra={t('masking.replacementHint')}>
          <Input
            value={value.replacement}
            maxLength={40}
            onChange={(e) => set({ replacement: e.target.value })}
            style={{ maxWidth: 240 }}
            data-testid="masking-replacement"
          />
        </Form.Item>
        {serverError && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={apiErrorText(t, serverError)} />}
        <Button
          type="primary"
          loading={save.isPending}
          disabled={issues.length > 0}
          onClick={() => save.mutate(value, { onSuccess: () => void message.success(t('settings.saved')) })}
          data-testid="masking-save"
        >
          {t('actions.save')}
        </Button>
      </Form>
    </Card>
  );
}

/** `/project/masking/:id` (id = the analysis code): what is masked before a document is stored, with a live preview. */
export function ProjectMaskingPage() {
  const { t } = useTranslation('projects');
  const { id = '' } = useParams();
  const access = accessOf(useAppStore((s) => s.user));
  const project = useProject(id);
  if (project.isPending) return <Skeleton active />;
  if (project.isError)
    return (
      <Result
        status="404"
        title={t('detail.notFound')}
        extra={<Link to="/project">{t('detail.backToList')}</Link>}
        data-testid="project-not-found"
      />
    );
  return (
    <AccessGuard allowed={access.projectRead}>
      <Row gutter={[16, 16]} key={project.data.updatedAt}>
        <Col xs={24} lg={14}>
          <MaskingForm project={project.data} canManage={access.projectManage} />
        </Col>
        <Col xs={24} lg={10}>
          <MaskingPreview code={project.data.code} />
        </Col>
      </Row>
    </AccessGuard>
  );
}
