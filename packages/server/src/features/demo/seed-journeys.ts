import { journeyBody, type Journey, type JourneyScoreDisplay } from '@sentio/domain';
import type { JourneyService } from '../customer-journeys/journey-service.js';
import type { ProjectScope } from '../projects/project-access.js';
import { DEMO_CATEGORIES } from './categories.js';

/** App exposes this as `services.projects.journeys.journeys`. */
export type DemoJourneyServices = Pick<JourneyService, 'create' | 'catalogue'>;

export const DEMO_JOURNEY_NAME = 'Satın alma → teslimat → destek / Purchase → delivery → support';

/** The steps: the demo tree's parents whose leaves make each step (docs/customer-journeys.md). */
const STEPS: readonly { name: string; parents: readonly string[] }[] = [
  { name: 'Satın alma / Purchase', parents: ['payment', 'product'] },
  { name: 'Teslimat / Delivery', parents: ['delivery'] },
  { name: 'Destek / Support', parents: ['service', 'returns'] },
];

/**
 * The demo's workspace journey over the demo analysis: purchase (payment and product topics) → delivery → support
 * (customer service and returns), showing sentiment, NPS and CSAT from the `nps` and `csat` attributes. The demo's
 * customers come back across topics, so its conversions are real numbers. Categories are found by their (Turkish)
 * names in the analysis's category model; returns null when the analysis has none of them.
 */
export async function seedDemoJourneys(
  scope: ProjectScope,
  code: string,
  services: DemoJourneyServices,
): Promise<Journey | null> {
  const cat = await services.catalogue(scope, code);
  const idOf = new Map<string, string>();
  for (const m of cat.models)
    if (m.senseType === 'CATEGORY') for (const [id, n] of m.names) if (m.labelIds.has(id)) idOf.set(n.name, id);
  const leaves = (parents: readonly string[]) =>
    DEMO_CATEGORIES.filter((p) => parents.includes(p.key)).flatMap((p) => p.children.flatMap((l) => idOf.get(l.name.tr) ?? []));
  const steps = STEPS.map((s) => ({
    name: s.name,
    conditions: [{ projectCode: code, categoryIds: leaves(s.parents), attributes: [] }],
  }));
  if (steps.some((s) => s.conditions[0]?.categoryIds.length === 0)) return null;
  const rated = (field: string) => (cat.attributes.has(field) ? field : null);
  const scoreDisplay: JourneyScoreDisplay[] = ['SENTIMENT'];
  if (rated('nps')) scoreDisplay.push('NPS');
  if (rated('csat')) scoreDisplay.push('CSAT');
  return services.create(
    scope,
    journeyBody.parse({
      name: DEMO_JOURNEY_NAME,
      description:
        'Demo: ödeme veya ürün konusunda yazan müşterilerin teslimat ve destek adımlarına geçişi. ' +
        'Demo: how customers who wrote about payment or products went on to delivery and support.',
      quickFilterTitle: 'Satın alma yolculuğu / Purchase journey',
      icon: 'preset:chart',
      visibility: 'WORKSPACE',
      steps,
      scoreDisplay,
      npsField: rated('nps'),
      csatField: rated('csat'),
    }),
  );
}
