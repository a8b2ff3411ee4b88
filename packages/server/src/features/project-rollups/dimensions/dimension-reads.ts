import type { Catalogue } from '../../project-documents/catalogue.js';
import type { DimensionRollupRepository } from './dimension-rollup-repository.js';
import type { DimensionService } from './dimension-service.js';

/**
 * What the cube needs of the dimensions: which ones the planner may read (looked up once per catalogue, i.e. once
 * per API call, as the cube's batches are memoised) and the reads of their rollups.
 */
export class DimensionReads {
  private readonly usableOf = new WeakMap<Catalogue, Promise<ReadonlySet<string>>>();

  constructor(
    private readonly service: Pick<DimensionService, 'usable'>,
    readonly rollups: DimensionRollupRepository,
  ) {}

  usable(cat: Catalogue): Promise<ReadonlySet<string>> {
    let hit = this.usableOf.get(cat);
    if (!hit) {
      hit = this.service.usable(cat.project.workspace_id, cat.project.id);
      this.usableOf.set(cat, hit);
      // A failed look-up is not kept: the next question asks again.
      void hit.catch(() => this.usableOf.delete(cat));
    }
    return hit;
  }
}
