import {
  fromWall,
  nameKey,
  ruleIssue,
  toWall,
  type Rule,
  type RuleCreateBody,
  type RuleHistoryEntry,
  type RuleRun,
  type ruleCreateBody,
  type ruleUpdateBody,
} from '@sentio/domain';
import type { z } from 'zod';
import type { TransactionPort } from '../../platform/db/transaction.js';
import type { StoredRuleDefinition } from '../../platform/db/schema-rules.js';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import { sameJson } from '../../platform/canonical-json.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import { throwIssues } from '../projects/rules.js';
import { definitionAt } from './engine.js';
import { definitionOf, presentHistory, presentRule, presentRun } from './presenter.js';
import type { ReferenceRepository } from './reference-repository.js';
import { referenceIssues } from './references.js';
import type { RuleRepository, RuleRow } from './rule-repository.js';

type CreateInput = z.output<typeof ruleCreateBody>;
type UpdateInput = z.output<typeof ruleUpdateBody>;
export type { RuleCreateBody };

/** The clock of the rules area: tests move it to check the 00:00 rule. */
export interface RuleClock {
  now(): Date;
}

export interface RuleServicePorts {
  rules: RuleRepository;
  refs: ReferenceRepository;
  access: ProjectAccess;
  transaction: TransactionPort<{ rules: RuleRepository }>;
  clock: RuleClock;
  timeZone: string;
  /** After the commit of a run start: queue the rule analysis job. */
  startRun(run: { runId: string; ruleId: string; projectCode: string; workspaceId: string }): Promise<void>;
  /** After a commit: tell open screens of the analysis. */
  changed(workspaceId: string, projectCode: string, ruleId: string): Promise<void>;
}

const storedOf = (b: CreateInput): StoredRuleDefinition => ({
  relation: b.relation,
  algorithmType: b.algorithmType,
  conditions: b.conditions.map((c) => ({ field: c.field, operator: c.operator, value: c.value })),
  actions: b.actions.map((a) => ({ ...a })),
});
const sameDefinition = (a: StoredRuleDefinition, b: StoredRuleDefinition) => sameJson(a, b);
const running = (state: string | undefined) => state === 'BEGINS' || state === 'PROCESSING';

/**
 * Rules of an analysis (docs/rules.md): CRUD with every validation rule and its code, optimistic locking, the
 * history of every change, the 00:00 rule for changed definitions, and starting a rule analysis run.
 */
export class RuleService {
  constructor(private readonly p: RuleServicePorts) {}

  /** The next 00:00 of the reporting zone after `now`: when a saved change takes over for arriving documents. */
  nextMidnight(now: Date): Date {
    return fromWall(toWall(now, this.p.timeZone).startOf('day').add(1, 'day'), this.p.timeZone);
  }

  async list(scope: ProjectScope, code: string): Promise<Rule[]> {
    const project = await this.p.access.require(scope, code);
    return this.present(await this.p.rules.list(scope.id, project.id));
  }

  async get(scope: ProjectScope, code: string, id: string): Promise<Rule> {
    const project = await this.p.access.require(scope, code);
    return this.one(await this.require(scope, project, id));
  }

  async create(scope: ProjectScope, code: string, body: CreateInput): Promise<Rule> {
    const project = await this.p.access.require(scope, code);
    await this.check(project, body, null);
    const now = this.p.clock.now();
    const id = await this.write(() =>
      this.p.transaction(async ({ rules }) => {
        const id = await rules.insert({
          workspace_id: scope.id,
          project_id: project.id,
          name: body.name,
          name_key: nameKey(body.name),
          description: body.description,
          enabled: body.enabled,
          definition: JSON.stringify(storedOf(body)),
          effective_from: now,
          created_by: scope.userId,
          created_at: now,
          updated_by: scope.userId,
          updated_at: now,
        });
        if (!id) throwIssues([ruleIssue('RULE_NAME_TAKEN', 'name')]);
        await rules.addHistory({
          workspaceId: scope.id,
          projectId: project.id,
          ruleId: id,
          kind: 'CREATED',
          userId: scope.userId,
          at: now,
          before: null,
          after: definitionOf({ name: body.name, description: body.description, enabled: body.enabled }, storedOf(body)),
        });
        return id;
      }),
    );
    await this.p.changed(scope.id, project.code, id);
    return this.get(scope, code, id);
  }

  /**
   * A changed definition keeps the one in force for arriving documents until the next 00:00 (`pending_from`);
   * name, description and enabling act at once.
   */
  async update(scope: ProjectScope, code: string, id: string, body: UpdateInput): Promise<Rule> {
    const project = await this.p.access.require(scope, code);
    await this.require(scope, project, id);
    await this.check(project, body, id);
    const now = this.p.clock.now();
    await this.write(() =>
      this.p.transaction(async ({ rules }) => {
        const before = await rules.lock(scope.id, project.id, id);
        if (!before) throw errors.notFound('RULE_NOT_FOUND');
        if (before.version !== body.version) throw errors.conflict('RULE_VERSION_CONFLICT');
        const next = storedOf(body);
        const changedDefinition = !sameDefinition(before.definition, next);
        const inForce = definitionAt(before, now);
        const pending = changedDefinition && !sameDefinition(inForce, next);
        const promoted = before.pending_from !== null && now >= new Date(before.pending_from);
        const inForceSince = promoted && before.pending_from ? before.pending_from : before.effective_from;
        const ok = await rules.update(id, body.version, {
          name: body.name,
          name_key: nameKey(body.name),
          description: body.description,
          enabled: body.enabled,
          definition: JSON.stringify(next),
          // A change waits for 00:00 (what is in force meanwhile is kept); a change back to it needs no wait.
          ...(changedDefinition
            ? {
                active: pending ? JSON.stringify(inForce) : null,
                pending_from: pending ? this.nextMidnight(now) : null,
                effective_from: inForceSince,
              }
            : {}),
          updated_by: scope.userId,
          updated_at: now,
        });
        if (!ok) throw errors.conflict('RULE_VERSION_CONFLICT');
        const onlyEnabled =
          !changedDefinition &&
          before.name === body.name &&
          before.description === body.description &&
          before.enabled !== body.enabled;
        await rules.addHistory({
          workspaceId: scope.id,
          projectId: project.id,
          ruleId: id,
          kind: onlyEnabled ? (body.enabled ? 'ENABLED' : 'DISABLED') : 'UPDATED',
          userId: scope.userId,
          at: now,
          before: definitionOf(before, before.definition),
          after: definitionOf({ name: body.name, description: body.description, enabled: body.enabled }, next),
        });
        return id;
      }),
    );
    await this.p.changed(scope.id, project.code, id);
    return this.get(scope, code, id);
  }

  /** Deletes the rule with its runs and history; what it already did to documents stays. */
  async remove(scope: ProjectScope, code: string, id: string): Promise<{ ok: true }> {
    const project = await this.p.access.require(scope, code);
    await this.require(scope, project, id);
    await this.p.transaction(async ({ rules }) => rules.remove(id));
    await this.p.changed(scope.id, project.code, id);
    return { ok: true };
  }

  /**
   * A rule analysis: the saved definition takes over at once (a pending change is promoted) and the
   * `rules.run` job applies it over the analysis's existing documents. One run of a rule at a time
   * (409 RULE_RUN_IN_PROGRESS).
   */
  async run(scope: ProjectScope, code: string, id: string): Promise<RuleRun> {
    const project = await this.p.access.require(scope, code);
    await this.require(scope, project, id);
    const now = this.p.clock.now();
    const run = await this.p.transaction(async ({ rules }) => {
      const row = await rules.lock(scope.id, project.id, id);
      if (!row) throw errors.notFound('RULE_NOT_FOUND');
      const last = (await rules.latestRuns([id])).get(id);
      if (running(last?.state)) throw errors.conflict('RULE_RUN_IN_PROGRESS');
      if (row.pending_from) await rules.set(id, { active: null, pending_from: null, effective_from: now });
      const run = await rules.insertRun({
        workspace_id: scope.id,
        project_id: project.id,
        rule_id: id,
        started_by: scope.userId,
        started_at: now,
      });
      await rules.addHistory({
        workspaceId: scope.id,
        projectId: project.id,
        ruleId: id,
        kind: 'RUN',
        userId: scope.userId,
        at: now,
        before: null,
        after: definitionOf(row, row.definition),
        runId: run.id,
      });
      return run;
    });
    await this.p.startRun({ runId: run.id, ruleId: id, projectCode: project.code, workspaceId: scope.id });
    await this.p.changed(scope.id, project.code, id);
    const names = await this.p.rules.userNames([run.started_by]);
    return presentRun((await this.p.rules.run(run.id)) ?? run, names);
  }

  async runState(scope: ProjectScope, code: string, id: string): Promise<RuleRun | null> {
    const project = await this.p.access.require(scope, code);
    await this.require(scope, project, id);
    const run = (await this.p.rules.latestRuns([id])).get(id);
    if (!run) return null;
    return presentRun(run, await this.p.rules.userNames([run.started_by]));
  }

  async history(scope: ProjectScope, code: string, id: string): Promise<RuleHistoryEntry[]> {
    const project = await this.p.access.require(scope, code);
    await this.require(scope, project, id);
    return (await this.p.rules.history(scope.id, id)).map(presentHistory);
  }

  private async require(scope: ProjectScope, project: ProjectRow, id: string): Promise<RuleRow> {
    const row = await this.p.rules.find(scope.id, project.id, id);
    if (!row) throw errors.notFound('RULE_NOT_FOUND');
    return row;
  }

  private async check(project: ProjectRow, body: CreateInput, exceptId: string | null): Promise<void> {
    const issues = await referenceIssues(this.p.refs, project, body);
    if (await this.p.rules.nameTaken(project.id, nameKey(body.name), exceptId))
      issues.unshift(ruleIssue('RULE_NAME_TAKEN', 'name'));
    throwIssues(issues);
  }

  /** A concurrent save of the same name passes the check but not the unique index: the same 400. */
  private async write(work: () => Promise<string>): Promise<string> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throwIssues([ruleIssue('RULE_NAME_TAKEN', 'name')]);
      throw err;
    }
  }

  private async one(row: RuleRow): Promise<Rule> {
    const [rule] = await this.present([row]);
    if (!rule) throw errors.notFound('RULE_NOT_FOUND');
    return rule;
  }

  private async present(rows: readonly RuleRow[]): Promise<Rule[]> {
    const ids = rows.map((r) => r.id);
    const [runs, applied] = await Promise.all([this.p.rules.latestRuns(ids), this.p.rules.appliedCounts(ids)]);
    const names = await this.p.rules.userNames([
      ...rows.flatMap((r) => [r.created_by, r.updated_by]),
      ...[...runs.values()].map((r) => r.started_by),
    ]);
    const now = this.p.clock.now();
    return rows.map((row) => presentRule(row, { run: runs.get(row.id) ?? null, applied: applied.get(row.id) ?? 0, names, now }));
  }
}
