import {
  customerKeyFromParam,
  customerKeyToParam,
  sentimentLabels,
  type SentimentLabel,
  type CustomerDetail,
  type CustomerDetailQuery,
  type CustomerInteraction,
  type CustomerList,
  type CustomerListQuery,
  type CustomerSummary,
} from '@sentio/domain';
import { errors } from '../../platform/errors.js';
import type { Catalogue } from '../project-documents/catalogue.js';
import { presentDocument } from '../project-documents/presenter.js';
import type { DocumentReads } from '../project-documents/reads.js';
import { seesProject, type ProjectAccess, type ProjectRow, type ProjectScope } from '../projects/project-access.js';
import type { InteractionRepository } from './interaction-repository.js';
import type { CustomerRepository, CustomerRow, CustomerView } from './repository.js';
import type { CustomerSettingsRepository } from './settings-repository.js';

/** Segment values offered by the list's filter. */
const MAX_SEGMENTS = 500;
/** NPS / CSAT answers on a customer's page: a chart, not an export. */
const MAX_SCORES = 2000;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** 100 × (positive − negative) ÷ interactions with a sentiment; null when none has one (docs/customers.md). */
export function sentimentScore(c: Pick<CustomerRow, 'positive' | 'neutral' | 'negative'>): number | null {
  const n = c.positive + c.neutral + c.negative;
  return n === 0 ? null : Math.round((1000 * (c.positive - c.negative)) / n) / 10;
}

/** An attribute value as the customer page shows it: lists joined, nothing for empty values. */
export function attributeText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    const parts = value.map(attributeText).filter((v): v is string => v !== null);
    return parts.length === 0 ? null : parts.join(', ');
  }
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

const sentimentOf = (label: string | null): SentimentLabel | null =>
  (sentimentLabels as readonly string[]).includes(label ?? '') ? (label as SentimentLabel) : null;

export function summaryOf(c: CustomerRow): CustomerSummary {
  return {
    key: c.key,
    param: customerKeyToParam(c.key),
    name: c.name,
    company: c.company,
    address: c.address,
    segment: c.segment,
    sentimentScore: sentimentScore(c),
    positive: c.positive,
    neutral: c.neutral,
    negative: c.negative,
    totalInteractions: c.total,
    firstInteraction: iso(c.first_interaction),
    lastInteraction: iso(c.last_interaction),
  };
}

/**
 * The customers list and a customer's page (docs/customers.md). A reader sees customers through the analyses they
 * may open: with a private analysis hidden from them, counts come from the visible analyses only and profile fields
 * taken from the customer's documents are shown only when no hidden analysis holds the customer.
 */
export class CustomerService {
  constructor(
    private readonly repo: CustomerRepository,
    private readonly interactions: InteractionRepository,
    private readonly settings: Pick<CustomerSettingsRepository, 'get'>,
    private readonly access: Pick<ProjectAccess, 'require' | 'byId'>,
    private readonly reads: DocumentReads,
  ) {}

  private async view(scope: ProjectScope): Promise<{ view: CustomerView; visible: string[] }> {
    const projects = await this.repo.projects(scope.id);
    const visible = projects.filter((p) => seesProject(scope, p)).map((p) => p.id);
    const hidden = projects.filter((p) => !seesProject(scope, p)).map((p) => p.id);
    const view: CustomerView =
      hidden.length === 0 ? { workspaceId: scope.id, all: true } : { workspaceId: scope.id, all: false, visible, hidden };
    return { view, visible };
  }

  async list(scope: ProjectScope, query: CustomerListQuery): Promise<CustomerList> {
    const { view } = await this.view(scope);
    // An unknown or another workspace's analysis answers 404, a private one 401, as every analysis call does.
    const project = query.pt ? await this.access.require(scope, query.pt) : null;
    const { rows, total } = await this.repo.list(
      view,
      {
        q: query.q,
        segment: query.segment,
        projectId: project?.id,
        categoryId: project ? query.pc : undefined,
      },
      query.sort,
      { offset: query.page * query.size, limit: query.size },
    );
    const segments = await this.repo.segments(view, MAX_SEGMENTS);
    return { content: rows.map(summaryOf), page: query.page, size: query.size, total, segments };
  }

  async detail(scope: ProjectScope, param: string, query: CustomerDetailQuery): Promise<CustomerDetail> {
    const key = customerKeyFromParam(param);
    if (key === null) throw errors.notFound('CUSTOMER_NOT_FOUND');
    const { view, visible } = await this.view(scope);
    const row = await this.repo.one(view, key);
    if (!row) throw errors.notFound('CUSTOMER_NOT_FOUND');
    const project = query.pt ? await this.access.require(scope, query.pt) : null;

    const setting = await this.settings.get(scope.id);
    const shown = setting?.shown_attributes ?? [];
    const [analyses, scores, values, names, steps] = await Promise.all([
      this.repo.analyses(scope.id, visible, key),
      this.repo.scores(scope.id, visible, key, MAX_SCORES),
      this.repo.latestAttributes(scope.id, visible, key, shown),
      this.repo.attributeNames(scope.id, shown),
      this.repo.journeySteps(scope.id, scope.userId, visible, key),
    ]);
    const interactions = await this.interactionPage(scope.id, key, project ? [project.id] : visible, query);
    return {
      ...summaryOf(row),
      // Attributes as the document drawer shows them: the stored values (masking rewrites texts before storage).
      attributes: shown.flatMap((code) => {
        const value = attributeText(values.get(code));
        return value === null ? [] : [{ code, name: names.get(code) ?? code, value }];
      }),
      analyses: analyses.map((a) => ({
        code: a.code,
        name: a.name,
        total: a.total,
        lastInteraction: iso(a.last_interaction),
      })),
      scores: scores.map((s) => ({
        date: new Date(s.content_date).toISOString(),
        projectCode: s.code,
        nps: s.nps_score === null ? null : Math.round(s.nps_score),
        csat: s.csat_score === null ? null : Math.round(s.csat_score),
      })),
      journeySteps: steps.map((s) => ({
        journeyId: s.journey_id,
        journeyName: s.journey_name,
        stepId: s.step_id,
        stepName: s.step_name,
        position: s.position,
        interactions: s.n,
        firstAt: new Date(s.first_at).toISOString(),
        lastAt: new Date(s.last_at).toISOString(),
      })),
      interactions,
    };
  }

  private async interactionPage(
    workspaceId: string,
    key: string,
    projectIds: string[],
    query: CustomerDetailQuery,
  ): Promise<CustomerDetail['interactions']> {
    const { rows, total } = await this.interactions.page(
      { workspaceId, key, projectIds, q: query.q },
      { offset: query.page * query.size, limit: query.size },
    );
    const [hydration, rootCauses] = await Promise.all([
      this.reads.hydrate(workspaceId, rows),
      this.interactions.rootCauses(rows.map((r) => r.id)),
    ]);
    const catalogues = new Map<string, Promise<Catalogue | null>>();
    const catalogueOf = (projectId: string) => {
      let c = catalogues.get(projectId);
      if (!c) {
        c = this.access.byId(workspaceId, projectId).then((p: ProjectRow | null) => (p ? this.reads.catalogue(p) : null));
        catalogues.set(projectId, c);
      }
      return c;
    };
    const content = await Promise.all(
      rows.map(async (row): Promise<CustomerInteraction | null> => {
        const cat = await catalogueOf(row.project_id);
        if (!cat) return null;
        const doc = presentDocument(row, cat, hydration);
        return {
          documentId: row.id,
          externalId: row.external_id,
          projectCode: cat.project.code,
          projectName: cat.project.name,
          dataType: doc.dataType,
          contentDate: doc.contentDate,
          channel: row.channel_code,
          // Stored text: an analysis that masks rewrote it before storage, so it leaves masked.
          content: doc.content,
          sentiment: sentimentOf(doc.sentiment?.label ?? null),
          categories: doc.categories.map((c) => ({ modelCode: c.modelCode, categoryId: c.categoryId, name: c.name })),
          rootCauses: rootCauses.get(row.id) ?? [],
          nps: row.nps_score === null ? null : Math.round(row.nps_score),
          csat: row.csat_score === null ? null : Math.round(row.csat_score),
        };
      }),
    );
    return {
      content: content.filter((c): c is CustomerInteraction => c !== null),
      page: query.page,
      size: query.size,
      total,
    };
  }
}
