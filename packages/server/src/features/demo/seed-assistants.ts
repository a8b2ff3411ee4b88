import { assistantSaveBody, type Assistant } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';
import { DEMO_EMAIL } from '../../platform/seed.js';
import type { AssistantServices } from '../assistants/area.js';
import { demoActor } from './actor.js';
import { DemoRepository } from './repository.js';
import { DEMO_PROJECT_CODE } from './seed-project.js';

/** App exposes these as `services.projects.assistants`. */
export type DemoAssistantServices = Pick<AssistantServices, 'owners' | 'definitions'>;

const DEMO_WORKSPACE_CODE = 'demo';

/**
 * The demo analysis's assistant (docs/assistants.md "Demo"): a CLASSIFY definition over the delivery leaves' words,
 * ready to run once an operator turns an AI provider on. No run and no suggestions are made up: the provider is off
 * by default. Returns null when there is no demo analysis or it has an assistant already.
 */
export async function seedDemoAssistant(db: Db, services: DemoAssistantServices): Promise<Assistant | null> {
  const repo = new DemoRepository(db);
  const target = await repo.firstWorkspace(DEMO_EMAIL, DEMO_WORKSPACE_CODE);
  if (!target) return null;
  const { scope } = demoActor(target);
  if (!(await repo.projectIdByCode(scope.id, DEMO_PROJECT_CODE))) return null;
  const owner = await services.owners.project(scope, DEMO_PROJECT_CODE);
  if (await services.definitions.get(owner)) return null;
  return services.definitions.create(
    owner,
    assistantSaveBody.parse({
      subject: 'Teslimat şikâyetleri / Delivery complaints',
      actionType: 'CLASSIFY',
      repeatCount: 3,
      documentCount: 50,
      prompt:
        'Yalnızca müşterinin gerçekten yazdığı konuları seçin. / Choose only the topics the customer actually writes about.',
      assignmentLimit: 20,
      minAssignedCategories: 0,
      maxAssignedCategories: 2,
    }),
  );
}
