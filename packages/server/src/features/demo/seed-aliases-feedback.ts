import type { AliasService } from '../aliases/alias-service.js';
import type { FeedbackScheduleService } from '../feedback-schedules/service.js';
import type { ProjectScope } from '../projects/project-access.js';
import { DEMO_CATEGORIES, type DemoName } from './categories.js';
import { DEMO_MODEL_CODE } from './seed-model.js';

/** App exposes these as `services.projects.aliases` and `services.projects.feedbackSchedules`. */
export interface DemoAliasFeedbackServices {
  aliases: Pick<AliasService, 'options' | 'create'>;
  schedules: Pick<FeedbackScheduleService, 'save'>;
}

/**
 * The demo analysis's aliases and feedback schedule (docs/aliases.md, docs/feedback-schedule.md): every category
 * of the demo tree (entered in Turkish) gets its Turkish and English alias, so each UI language reads its own
 * names; the demo model takes the analysis's reviewed documents every Monday at 06:00.
 */
export async function seedDemoAliasesFeedback(
  scope: ProjectScope,
  code: string,
  services: DemoAliasFeedbackServices,
): Promise<{ aliases: number; scheduled: boolean }> {
  const names = new Map<string, DemoName>();
  for (const parent of DEMO_CATEGORIES) {
    for (const n of [parent.name, ...parent.children.map((c) => c.name)]) {
      names.set(n.tr, n);
      names.set(n.en, n);
    }
  }
  const options = await services.aliases.options(scope, code);
  const model = options.categories.filter((c) => names.has(c.name));
  for (const c of model) {
    const name = names.get(c.name);
    if (!name) continue;
    await services.aliases.create(scope, code, {
      aliasType: 'CATEGORY',
      modelId: c.modelId,
      categoryId: c.categoryId,
      keyAlias: { tr: name.tr, en: name.en },
      valueAlias: null,
    });
  }
  if (model.length === 0) return { aliases: 0, scheduled: false };
  await services.schedules.save(scope, code, DEMO_MODEL_CODE, {
    projectCode: code,
    modelCode: DEMO_MODEL_CODE,
    documentType: 'ALL',
    type: 'WEEKLY',
    repeatDay: null,
    repeatWeekDay: 1,
    repeatTime: '06:00',
  });
  return { aliases: model.length, scheduled: true };
}
