import { Col, Row } from 'antd';
import type { ProjectDetail } from '@sentio/domain';
import { accessOf } from '../../../../app/access';
import { useAppStore } from '../../../../app/store/appStore';
import { AttributeSettingsCard, NpsSettingsCard } from '../../../project-views';
import { AliasesCard } from '../../../aliases';
import { FeedbackScheduleCard } from '../../../feedback-schedules';
import { CallbackCard } from '../../../callbacks';
import { EntityMappingsCard } from '../../../entity-mappings';
import { SpeechCard } from '../../../speech';
import { AttributesCard } from './AttributesCard';
import { GeneralCard } from './GeneralCard';
import { ModelsCard } from './ModelsCard';
import { ThresholdsCard } from './ThresholdsCard';

/** `?tab=settings`: attributes, thresholds, per-model switches, score fields, channels and the masking link. */
export function ProjectSettingsTab({ project }: { project: ProjectDetail }) {
  const canManage = accessOf(useAppStore((s) => s.user)).projectManage;
  // Keyed by the analysis's last change, so a saved answer (or an event) resets the forms to what is stored.
  const key = `${project.code}-${project.updatedAt}`;
  return (
    <Row gutter={[16, 16]} key={key} data-testid="project-settings">
      <Col xs={24} xl={12}>
        <AttributesCard project={project} canManage={canManage} />
      </Col>
      <Col xs={24} xl={12}>
        <GeneralCard project={project} canManage={canManage} />
      </Col>
      <Col xs={24}>
        <ModelsCard project={project} canManage={canManage} />
      </Col>
      <Col xs={24}>
        <ThresholdsCard project={project} canManage={canManage} />
      </Col>
      <Col xs={24} xl={12}>
        <NpsSettingsCard code={project.code} canManage={canManage} />
      </Col>
      <Col xs={24} xl={12}>
        <AttributeSettingsCard code={project.code} canManage={canManage} />
      </Col>
      <Col xs={24}>
        <AliasesCard code={project.code} canManage={canManage} />
      </Col>
      <Col xs={24}>
        <EntityMappingsCard code={project.code} canManage={canManage} />
      </Col>
      <Col xs={24}>
        <FeedbackScheduleCard code={project.code} canManage={canManage} />
      </Col>
      <Col xs={24}>
        <CallbackCard code={project.code} canManage={canManage} />
      </Col>
      {project.dataType === 'DIALOGUE' && (
        <Col xs={24}>
          <SpeechCard project={project} canManage={canManage} />
        </Col>
      )}
    </Row>
  );
}
