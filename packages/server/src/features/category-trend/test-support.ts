import { endpoints } from '@sentio/domain';
import type { TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { createModel } from '../models/test-fixtures.js';
import { createAnalysis, type Analysis, type SeedDocument } from '../project-documents/test-support.js';

/**
 * A category model with seven leaves, two of them under a parent (Store › Staff, Store › Queue), linked to a new
 * analysis of `owner`'s workspace: what the trend and pivot tests count over.
 */
export async function storeAnalysis(t: TestApp, owner: SignedInUser, code: string): Promise<Analysis> {
  const model = await createModel(owner, {
    name: `Store topics ${code}`,
    categories: [
      { name: 'Delivery' },
      { name: 'Billing' },
      { name: 'App' },
      { name: 'Store', children: [{ name: 'Staff' }, { name: 'Queue' }] },
      { name: 'Price' },
      { name: 'Other' },
    ],
  });
  await owner.client.call(endpoints.modelUpdate, { params: { id: model.id }, body: { accessType: 'WORKSPACE' } });
  return createAnalysis(t, owner, model, code);
}

/** `n` documents of one day (10:00 UTC) with these categories and channel. */
export function docsOn(
  day: string,
  n: number,
  categories: string[],
  prefix: string,
  extra: Partial<SeedDocument> = {},
): SeedDocument[] {
  return Array.from({ length: n }, (_, i) => ({
    externalId: `${prefix}-${day}-${categories.join('+') || 'none'}-${i}`,
    content: `document ${prefix} ${i}`,
    contentDate: `${day}T10:00:00.000Z`,
    categories,
    ...extra,
  }));
}
