import {
  defaultMessages,
  nameKey,
  type FieldError,
  type MessageCode,
  type NotificationDefinition,
  type NotificationDefinitionFields,
  type NotificationRun,
} from '@sentio/domain';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import type { DefinitionRepository, DefinitionRow, DefinitionValues } from './definition-repository.js';
import type { LookupRepository } from './lookup-repository.js';
import { presentDefinition, presentRun } from './presenter.js';
import type { RunRepository } from './run-repository.js';
import type { RunService } from './run-service.js';

export interface DefinitionServiceDeps {
  definitions: DefinitionRepository;
  runs: RunRepository;
  lookup: LookupRepository;
  access: ProjectAccess;
  runner: RunService;
  timeZone: string;
  now: () => Date;
}

const fieldError = (field: string, code: MessageCode): FieldError => ({
  field,
  messageCode: code,
  message: defaultMessages[code],
});

/**
 * Notification definitions of an analysis (docs/notification-definitions.md): the contract's schema has checked every
 * field rule; this checks what needs the analysis — its model, attributes and categories, the workspace's members —
 * and that the name is free in the analysis.
 */
export class DefinitionService {
  constructor(private readonly d: DefinitionServiceDeps) {}

  async list(scope: ProjectScope, code: string): Promise<NotificationDefinition[]> {
    const project = await this.d.access.require(scope, code);
    const rows = await this.d.definitions.list(scope.id, project.id);
    const latest = await this.d.runs.latest(
      scope.id,
      rows.map((r) => r.id),
    );
    return rows.map((r) => this.present(r, latest.get(r.id) ?? null));
  }

  async get(scope: ProjectScope, code: string, id: string): Promise<NotificationDefinition> {
    const { row } = await this.load(scope, code, id);
    return this.present(row, (await this.d.runs.latest(scope.id, [row.id])).get(row.id) ?? null);
  }

  async create(scope: ProjectScope, code: string, body: NotificationDefinitionFields): Promise<NotificationDefinition> {
    const project = await this.d.access.require(scope, code);
    const values = await this.checked(scope, project, body, null);
    const id = await this.saving(() =>
      this.d.definitions.insert({ workspaceId: scope.id, projectId: project.id, userId: scope.userId }, values, this.d.now()),
    );
    return this.get(scope, code, id);
  }

  async update(
    scope: ProjectScope,
    code: string,
    id: string,
    body: NotificationDefinitionFields,
  ): Promise<NotificationDefinition> {
    const { project } = await this.load(scope, code, id);
    const values = await this.checked(scope, project, body, id);
    const updated = await this.saving(() => this.d.definitions.update(scope.id, project.id, id, values, this.d.now()));
    if (!updated) throw errors.notFound('NOTIFICATION_DEFINITION_NOT_FOUND');
    return this.get(scope, code, id);
  }

  async remove(scope: ProjectScope, code: string, id: string): Promise<{ ok: true }> {
    const { project } = await this.load(scope, code, id);
    if (!(await this.d.definitions.remove(scope.id, project.id, id))) throw errors.notFound('NOTIFICATION_DEFINITION_NOT_FOUND');
    return { ok: true };
  }

  /** "Send test now": the last whole period, to the caller only, whatever the threshold says. */
  async test(scope: ProjectScope, code: string, id: string): Promise<NotificationRun> {
    const { row } = await this.load(scope, code, id);
    return this.d.runner.runTest(row, scope.userId);
  }

  async runs(scope: ProjectScope, code: string, id: string): Promise<NotificationRun[]> {
    const { row } = await this.load(scope, code, id);
    const runs = await this.d.runs.list(scope.id, row.id, 20);
    return runs.map((r) => presentRun(r, row.project_code, this.d.timeZone));
  }

  private present(row: DefinitionRow, lastRun: Parameters<typeof presentDefinition>[1]): NotificationDefinition {
    return presentDefinition(row, lastRun, { timeZone: this.d.timeZone, now: this.d.now() });
  }

  private async load(scope: ProjectScope, code: string, id: string): Promise<{ project: ProjectRow; row: DefinitionRow }> {
    const project = await this.d.access.require(scope, code);
    const row = await this.d.definitions.find(scope.id, project.id, id);
    if (!row) throw errors.notFound('NOTIFICATION_DEFINITION_NOT_FOUND');
    return { project, row };
  }

  /** Two saves of one name racing past the check: the unique index decides, answered like the check. */
  private async saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw errors.conflict('NOTIFICATION_NAME_TAKEN', 'name');
      throw err;
    }
  }

  private async checked(
    scope: ProjectScope,
    project: ProjectRow,
    b: NotificationDefinitionFields,
    exceptId: string | null,
  ): Promise<DefinitionValues> {
    const [models, attributes] = await Promise.all([
      this.d.access.models(project),
      this.d.lookup.attributeCodes(scope.id, project.id),
    ]);
    const fields: FieldError[] = [];
    const modelId = b.modelId ?? '';
    if (!models.some((m) => m.model.id === modelId)) fields.push(fieldError('modelId', 'ANALYSIS_MODEL_NOT_FOUND'));
    else if (b.categoryId && !(await this.d.lookup.categoryExists(scope.id, modelId, b.categoryId)))
      fields.push(fieldError('categoryId', 'CATEGORY_NOT_FOUND'));
    if (!attributes.has(b.attribute ?? '')) fields.push(fieldError('attribute', 'ATTRIBUTE_UNKNOWN'));
    if (!attributes.has(b.npsField ?? '')) fields.push(fieldError('npsField', 'ATTRIBUTE_UNKNOWN'));
    b.charts.forEach((c, i) => {
      if (c.type === 'CUSTOMER_INSIGHT' && c.baseParameter && !attributes.has(c.baseParameter))
        fields.push(fieldError(`charts.${i}.baseParameter`, 'ATTRIBUTE_UNKNOWN'));
    });
    if (b.receivers.type === 'USER') {
      const members = new Set((await this.d.lookup.members(scope.id, { ids: b.receivers.values })).map((m) => m.id));
      if (b.receivers.values.some((v) => !members.has(v)))
        fields.push(fieldError('receivers.values', 'NOTIFICATION_RECEIVER_NOT_MEMBER'));
    }
    if (fields.length > 0) throw errors.validation(fields, fields[0]?.messageCode);
    const key = nameKey(b.name);
    if (await this.d.definitions.nameTaken(project.id, key, exceptId)) throw errors.conflict('NOTIFICATION_NAME_TAKEN', 'name');
    // The schema guarantees these are set (notificationDefinitionIssues); the fallbacks only satisfy the types.
    return {
      name: b.name,
      name_key: key,
      description: b.description,
      type: b.type ?? 'PERIODIC_REPORT',
      subject: b.subject,
      threshold_type: b.thresholdType ?? 'VOLUME_ABOVE',
      threshold_value: b.thresholdValue ?? 0,
      category_id: b.categoryId || null,
      period_type: b.periodType ?? 'DAILY',
      period_value: b.periodValue ?? 1,
      repeat_day: b.periodType === 'WEEKLY' || b.periodType === 'MONTHLY' ? b.repeatDay : null,
      repeat_hour: b.periodType === 'HOURLY' ? null : b.repeatHour,
      model_id: modelId,
      attribute: b.attribute ?? '',
      receiver_type: b.receivers.type,
      receiver_values: JSON.stringify([...new Set(b.receivers.values)]),
      negative_count: b.negativeCount,
      list_count: b.listCount,
      show_root_cause: b.showRootCause,
      nps_field: b.npsField ?? '',
      charts: JSON.stringify(
        b.charts.map((c) => ({ type: c.type, baseParameter: c.type === 'CUSTOMER_INSIGHT' ? c.baseParameter : null })),
      ),
      enabled: b.enabled,
    };
  }
}
