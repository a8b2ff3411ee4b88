import { fcrSettingsBody, type FcrSettings } from '@sentio/domain';
import type { FcrService } from '../fcr/fcr-service.js';
import type { ProjectScope } from '../projects/project-access.js';
import { CX_AGENT_ATTRIBUTE } from './cx-writers.js';

/** App exposes this as `services.projects.fcr.fcr`. */
export type DemoFcrServices = Pick<FcrService, 'saveSettings'>;

/**
 * The demo workspace's first-call resolution settings (docs/first-call-resolution.md): a 7-day window over every
 * channel and analysis, and the call-centre agent attribute the demo's calls carry, so the report's by-agent table
 * has rows on first start. The demo's frequent customers make the repeat contacts the report counts.
 */
export function seedDemoFcr(scope: ProjectScope, services: DemoFcrServices): Promise<FcrSettings> {
  return services.saveSettings(scope, fcrSettingsBody.parse({ dayRange: 7, agentAttribute: CX_AGENT_ATTRIBUTE.code }));
}
