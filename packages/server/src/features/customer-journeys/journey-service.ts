import {
  nameKey,
  ruleIssue,
  type Journey,
  type JourneyCategoryDisplay,
  type JourneyScoreDisplay,
  type JourneyVisibility,
  type RuleIssue,
  type journeyBody,
} from '@sentio/domain';
import type { z } from 'zod';
import type { TransactionPort } from '../../platform/db/transaction.js';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import type { Catalogue, CatalogueLoader } from '../project-documents/catalogue.js';
import type { ProjectScope } from '../projects/project-access.js';
import { throwIssues } from '../projects/rules.js';
import type { JourneyReader, JourneyRepository, JourneyRow, JourneyValues, StepRow } from './journey-repository.js';

export type JourneyInput = z.output<typeof journeyBody>;

/** A journey as stored, with its steps: what the report reads. */
export interface StoredJourney {
  row: JourneyRow;
  steps: StepRow[];
}

const reader = (scope: ProjectScope): JourneyReader => ({ workspaceId: scope.id, userId: scope.userId });

/**
 * Customer journeys (docs/customer-journeys.md): the body's rules are the contract's (journeyBody); here the rules that
 * need the workspace — a unique name, analyses the caller may read, categories of those analyses' models, rating
 * fields that are attributes of them — and who sees (visibility) and who edits (owner, or CUSTOMER/MANAGE for
 * workspace journeys).
 */
export class JourneyService {
  constructor(
    private readonly repo: JourneyRepository,
    private readonly transaction: TransactionPort<{ journeys: JourneyRepository }>,
    private readonly catalogues: CatalogueLoader,
  ) {}

  /** An analysis's catalogue as the rules read it (the demo seed picks its categories by name). */
  catalogue(scope: ProjectScope, code: string): Promise<Catalogue> {
    return this.catalogues.require(scope, code);
  }

  async list(scope: ProjectScope, projectCode: string | null): Promise<Journey[]> {
    const rows = await this.repo.list(reader(scope), projectCode);
    const steps = await this.repo.steps(
      scope.id,
      rows.map((r) => r.id),
    );
    return rows.map((row) => present(scope, { row, steps: steps.filter((s) => s.journey_id === row.id) }));
  }

  async get(scope: ProjectScope, id: string): Promise<Journey> {
    return present(scope, await this.stored(scope, id));
  }

  /** The journey and its steps, if the caller sees it (404 JOURNEY_NOT_FOUND otherwise). */
  async stored(scope: ProjectScope, id: string): Promise<StoredJourney> {
    const row = await this.repo.find(reader(scope), id);
    if (!row) throw errors.notFound('JOURNEY_NOT_FOUND');
    return { row, steps: await this.repo.steps(scope.id, [id]) };
  }

  async create(scope: ProjectScope, body: JourneyInput): Promise<Journey> {
    await this.check(scope, body, null);
    const id = await this.write(() =>
      this.transaction(async ({ journeys }) => {
        const id = await journeys.insert(scope.id, scope.userId, valuesOf(body));
        await journeys.writeSteps(scope.id, id, stepsOf(body));
        return id;
      }),
    );
    return this.get(scope, id);
  }

  async update(scope: ProjectScope, id: string, body: JourneyInput): Promise<Journey> {
    await this.requireEditable(scope, id);
    await this.check(scope, body, id);
    await this.write(() =>
      this.transaction(async ({ journeys }) => {
        await journeys.update(scope.id, id, valuesOf(body));
        await journeys.writeSteps(scope.id, id, stepsOf(body));
        return id;
      }),
    );
    return this.get(scope, id);
  }

  async delete(scope: ProjectScope, id: string): Promise<{ ok: true }> {
    await this.requireEditable(scope, id);
    await this.repo.delete(scope.id, id);
    return { ok: true };
  }

  /** Someone who sees a journey but may not edit it gets PERMISSION_DENIED; one who does not see it, 404. */
  private async requireEditable(scope: ProjectScope, id: string): Promise<StoredJourney> {
    const stored = await this.stored(scope, id);
    if (!editable(scope, stored.row)) throw errors.permissionDenied();
    return stored;
  }

  /** A concurrent save of the same name passes the check but not the unique index: the same 400. */
  private async write(work: () => Promise<string>): Promise<string> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throwIssues([ruleIssue('JOURNEY_NAME_TAKEN', 'name')]);
      throw err;
    }
  }

  /**
   * Every analysis must be one the caller reads (404 ANALYSIS_NOT_FOUND / 401 as the projects area answers), every
   * category one of its models' (404 CATEGORY_NOT_FOUND), condition attributes and rating fields attributes of the
   * journey's analyses (ATTRIBUTE_UNKNOWN), the name unused (JOURNEY_NAME_TAKEN); rule issues are reported at once.
   */
  private async check(scope: ProjectScope, body: JourneyInput, exceptId: string | null): Promise<void> {
    const codes = [...new Set(body.steps.flatMap((s) => s.conditions.map((c) => c.projectCode)))];
    const catalogues = new Map<string, Catalogue>();
    for (const code of codes) catalogues.set(code, await this.catalogues.require(scope, code));
    const issues: RuleIssue[] = [];
    body.steps.forEach((step, i) =>
      step.conditions.forEach((c, j) => {
        const cat = catalogues.get(c.projectCode);
        if (!cat) return;
        if (c.categoryIds.some((id) => !cat.models.some((m) => m.names.has(id)))) throw errors.notFound('CATEGORY_NOT_FOUND');
        c.attributes.forEach((a, k) => {
          if (!cat.attributes.has(a.field))
            issues.push(ruleIssue('ATTRIBUTE_UNKNOWN', 'steps', i, 'conditions', j, 'attributes', k, 'field'));
        });
      }),
    );
    const known = (field: string) => [...catalogues.values()].some((cat) => cat.attributes.has(field));
    if (body.npsField && !known(body.npsField)) issues.push(ruleIssue('ATTRIBUTE_UNKNOWN', 'npsField'));
    if (body.csatField && !known(body.csatField)) issues.push(ruleIssue('ATTRIBUTE_UNKNOWN', 'csatField'));
    if (await this.repo.nameTaken(scope.id, nameKey(body.name), exceptId)) issues.push(ruleIssue('JOURNEY_NAME_TAKEN', 'name'));
    throwIssues(issues);
  }
}

/** The owner edits; a workspace journey also whoever manages customers. */
function editable(scope: ProjectScope, row: JourneyRow): boolean {
  if (row.owner_id === scope.userId) return true;
  return row.visibility === 'WORKSPACE' && scope.permissions.includes('CUSTOMER/MANAGE');
}

function valuesOf(body: JourneyInput): JourneyValues {
  return {
    name: body.name,
    name_key: nameKey(body.name),
    description: body.description,
    quick_filter_title: body.quickFilterTitle,
    icon: body.icon,
    start_date: body.startDate,
    end_date: body.endDate,
    visibility: body.visibility,
    score_display: JSON.stringify(body.scoreDisplay),
    nps_field: body.npsField,
    csat_field: body.csatField,
    root_cause_limit: body.rootCauseLimit,
    category_limit: body.categoryLimit,
    detail_category_limit: body.detailCategoryLimit,
    category_display: body.categoryDisplay,
  };
}

const stepsOf = (body: JourneyInput) => body.steps.map((s) => ({ id: s.id ?? null, name: s.name, conditions: s.conditions }));

export function present(scope: ProjectScope, { row, steps }: StoredJourney): Journey {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    quickFilterTitle: row.quick_filter_title,
    icon: row.icon,
    startDate: row.start_date ? row.start_date.toISOString() : null,
    endDate: row.end_date ? row.end_date.toISOString() : null,
    visibility: row.visibility as JourneyVisibility,
    steps: steps.map((s) => ({ id: s.id, name: s.name, position: s.position, conditions: s.conditions })),
    scoreDisplay: row.score_display as JourneyScoreDisplay[],
    npsField: row.nps_field,
    csatField: row.csat_field,
    rootCauseLimit: row.root_cause_limit,
    categoryLimit: row.category_limit,
    detailCategoryLimit: row.detail_category_limit,
    categoryDisplay: row.category_display as JourneyCategoryDisplay,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    editable: editable(scope, row),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

