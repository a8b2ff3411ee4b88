import type { Db } from '../../platform/db/database.js';
import { DEMO_EMAIL } from '../../platform/seed.js';
import type { ModelTemplateService } from '../model-templates/service.js';
import { demoActor } from './actor.js';
import { DemoPublicReviewRepository } from './public-review-repository.js';
import { DemoRepository } from './repository.js';
import { DEMO_MODEL_CODE } from './seed-model.js';

/** The demo's pending request waited this long: over the review time, so the queue marks it and the reminder fires. */
const WAITED_HOURS = 26;
export const DEMO_PUBLIC_NOTE =
  'Genel e-ticaret geri bildirimi için iyi bir başlangıç / A good start for general e-commerce feedback';

/**
 * The operator's review queue on first start (docs/public-review.md, "Demo"): the demo category model asks to be
 * made public — through the same call as the make-public page, which snapshots it into its private template (the
 * operator can open it) — and the request is dated 26 hours back, so
 * /admin shows one overdue pending request and the operators' reminder follows on the schedule's next run. Returns
 * false when there is no demo model or it already has a request.
 */
export async function seedDemoPublicReview(
  db: Db,
  services: { modelTemplates: Pick<ModelTemplateService, 'makePublic'> },
): Promise<boolean> {
  const repo = new DemoRepository(db);
  const target = await repo.firstWorkspace(DEMO_EMAIL, 'demo');
  if (!target) return false;
  const modelId = await repo.modelIdByCode(target.workspace.id, DEMO_MODEL_CODE);
  if (!modelId) return false;
  const requests = new DemoPublicReviewRepository(db);
  if (await requests.hasRequest(modelId)) return false;
  await services.modelTemplates.makePublic(demoActor(target).ws, modelId, { note: DEMO_PUBLIC_NOTE, includeWeights: true });
  await requests.backdate(modelId, WAITED_HOURS);
  return true;
}
