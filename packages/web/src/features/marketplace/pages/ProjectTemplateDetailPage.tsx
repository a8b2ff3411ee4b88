import { useState } from 'react';
import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProjectTemplateDetail } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { formatCount } from '../../../shared/format';
import { useProjectTemplate } from '../api/queries';
import { CreateProjectModal } from '../components/CreateProjectModal';
import { DetailState } from '../components/DetailState';
import { TemplateContents, TemplateModels, TemplatePreview } from '../components/ProjectTemplateParts';
import { TemplateHeader } from '../components/TemplateHeader';

function ProjectTemplateDetailView({ template }: { template: ProjectTemplateDetail }) {
  const { t } = useTranslation('marketplace');
  const access = accessOf(useAppStore((s) => s.user));
  const [creating, setCreating] = useState(false);
  const action = access.projectManage && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="template-create-project">
      {t('create.open')}
    </Button>
  );
  return (
    <Flex vertical gap={16}>
      <TemplateHeader
        kind="PROJECT"
        template={template}
        action={action}
        canManage={access.projectManage}
        items={[
          { key: 'dataType', label: t('detail.dataType'), children: t(`dataType.${template.dataType}`) },
          { key: 'models', label: t('project.models'), children: formatCount(template.modelCount) },
          { key: 'widgets', label: t('project.widgets'), children: formatCount(template.widgetCount) },
          ...(template.sourceProjectCode
            ? [
                {
                  key: 'source',
                  label: t('detail.source'),
                  children: <Link to={`/project/detail/${template.sourceProjectCode}`}>{t('detail.openSourceProject')}</Link>,
                },
              ]
            : []),
        ]}
      />
      <TemplateModels template={template} />
      <TemplateContents template={template} />
      <TemplatePreview template={template} />
      {creating && <CreateProjectModal template={template} onClose={() => setCreating(false)} />}
    </Flex>
  );
}

/** /project-template/detail/:id — what an analysis template holds, its dashboard preview, and "Create analysis". */
export function ProjectTemplateDetailPage() {
  const id = useParams().id ?? '';
  const access = accessOf(useAppStore((s) => s.user));
  const query = useProjectTemplate(id);
  return (
    <AccessGuard allowed={access.projectRead}>
      <DetailState kind="PROJECT" query={query}>
        {(template) => <ProjectTemplateDetailView template={template} />}
      </DetailState>
    </AccessGuard>
  );
}
