import { useState } from 'react';
import { Alert, Card, Col, Flex, Form, Row, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@sentio/domain';
import { hasPermission } from '../../../app/access';
import { notices } from '../../../app/notices';
import { useAppStore } from '../../../app/store/appStore';
import { useChannels } from '../api/queries';
import { ChannelSelect } from '../components/ChannelSelect';
import { ProjectFrame, sourcesTabUrl } from '../components/ProjectFrame';
import { ProjectUploadDropzone } from '../components/ProjectUploadDropzone';
import { defaultChannel, uploadChannels } from '../lib/channels';

function SourceUpload({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projectSources');
  const navigate = useNavigate();
  const channels = useChannels();
  const options = uploadChannels(project, channels.data ?? []);
  const [picked, setPicked] = useState<string | null>(null);
  // With a proxy channel the choice spans the workspace's channels: no default until they are known.
  const channel = picked ?? (project.proxyChannel && channels.isPending ? null : defaultChannel(options));

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={15}>
        <Card title={t('upload.title')}>
          <Form layout="vertical" component="div">
            <Form.Item
              label={t('channel.label')}
              required
              extra={project.proxyChannel ? t('channel.proxyHint', { channel: project.proxyChannel }) : undefined}
            >
              <ChannelSelect
                options={options}
                value={channel}
                onChange={setPicked}
                loading={channels.isPending}
                testId="source-channel-select"
              />
            </Form.Item>
          </Form>
          {options.length === 0 && !channels.isPending && (
            <Alert
              type="warning"
              showIcon
              title={t('channel.noneConfigured')}
              style={{ marginBottom: 12 }}
              data-testid="source-no-channels"
            />
          )}
          <ProjectUploadDropzone
            code={project.code}
            switchCode={channel}
            onUploaded={(source) => {
              // A file still being read opens the matching page too: it waits there for the columns.
              if (source.status === 'PENDING' || source.status === 'UPLOADING') {
                void navigate(`/project/${encodeURIComponent(project.code)}/match-columns/${source.id}`);
              } else {
                notices.success({ title: t('upload.done', { name: source.fileName }) });
                void navigate(sourcesTabUrl(project.code));
              }
            }}
          />
        </Card>
      </Col>
      <Col xs={24} lg={9}>
        <Card title={t('upload.howTitle')}>
          <Flex vertical gap={8}>
            <Typography.Paragraph style={{ margin: 0 }}>
              {project.dataType === 'DIALOGUE' ? t('upload.dialogueHint') : t('upload.standardHint')}
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('upload.countsHint')}
            </Typography.Paragraph>
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}

/** /project/source/:id (id = analysis code) — choose a channel, drop a file, then match its columns. */
export function ProjectSourcePage() {
  const { t } = useTranslation('projectSources');
  const code = useParams().id ?? '';
  const canUpload = hasPermission(
    useAppStore((s) => s.user),
    'PROJECT/UPLOAD',
  );
  return (
    <ProjectFrame code={code} title={t('upload.pageTitle')}>
      {(project) =>
        canUpload ? <SourceUpload project={project} /> : <Alert type="info" showIcon title={t('upload.noPermission')} />
      }
    </ProjectFrame>
  );
}
