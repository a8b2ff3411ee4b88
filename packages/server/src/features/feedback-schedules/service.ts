import type { FeedbackDocumentType, FeedbackModelField, FeedbackSchedule, feedbackPeriodBody } from '@sentio/domain';
import type { z } from 'zod';
import { errors } from '../../platform/errors.js';
import type { FeedbackService } from '../project-documents/feedback-service.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import { duePeriod } from './period.js';
import type { FeedbackScheduleRepository } from './repository.js';

type Body = z.output<typeof feedbackPeriodBody>;

/** Which reviewed statuses each document type sends (all of them are what manual feedback sends). */
const statusesOf: Record<FeedbackDocumentType, readonly string[]> = {
  ALL: ['MANUAL_CHANGES', 'COMPLETED', 'AI_CONFIRMED'],
  CORRECTED: ['MANUAL_CHANGES'],
  APPROVED: ['COMPLETED', 'AI_CONFIRMED'],
};

export interface TickLog {
  error(obj: object, msg: string): void;
}

/**
 * Feedback schedules (docs/feedback-schedule.md): one per model of an analysis; the job's tick sends each due
 * period's documents through the one feedback path, exactly once per period (the claimed run row decides).
 */
export class FeedbackScheduleService {
  constructor(
    private readonly repo: FeedbackScheduleRepository,
    private readonly access: ProjectAccess,
    private readonly feedback: FeedbackService,
    private readonly timeZone: string,
    private readonly log: TickLog,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The same service on another clock (the tests' way to run the job at a chosen time). */
  at(now: () => Date): FeedbackScheduleService {
    return new FeedbackScheduleService(this.repo, this.access, this.feedback, this.timeZone, this.log, now);
  }

  async list(scope: ProjectScope, code: string): Promise<FeedbackSchedule[]> {
    return this.present(await this.access.require(scope, code));
  }

  async save(scope: ProjectScope, code: string, modelCode: string, body: Body): Promise<FeedbackSchedule> {
    const project = await this.access.require(scope, code);
    if (body.projectCode && body.projectCode !== project.code) throw errors.badRequest('PROJECT_CODE_MISMATCH', 'projectCode');
    if (body.modelCode !== modelCode) throw errors.badRequest('FIELD_INVALID', 'modelCode');
    const model = await this.model(project, modelCode);
    await this.repo.upsert(
      project,
      model.id,
      {
        document_type: body.documentType,
        type: body.type,
        repeat_day: body.type === 'MONTHLY' ? (body.repeatDay ?? null) : null,
        repeat_week_day: body.type === 'WEEKLY' ? (body.repeatWeekDay ?? null) : null,
        repeat_time: body.repeatTime,
      },
      scope.userId,
    );
    const saved = (await this.present(project)).find((s) => s.modelCode === model.code);
    if (!saved) throw errors.notFound('FEEDBACK_SCHEDULE_NOT_FOUND');
    return saved;
  }

  async delete(scope: ProjectScope, code: string, modelCode: string): Promise<void> {
    const project = await this.access.require(scope, code);
    const model = await this.model(project, modelCode);
    if (!(await this.repo.delete(project, model.id))) throw errors.notFound('FEEDBACK_SCHEDULE_NOT_FOUND');
  }

  /** The analysis's models with what the schedule form needs: kind, data type, pending and sent counts. */
  async modelFields(scope: ProjectScope, code: string): Promise<FeedbackModelField[]> {
    const project = await this.access.require(scope, code);
    const [links, counts] = await Promise.all([this.access.models(project), this.feedback.counts(scope, code)]);
    return links.map(({ model }) => {
      const c = counts.find((x) => x.modelCode === model.code);
      return {
        modelCode: model.code,
        modelName: model.name,
        senseType: model.sense_type,
        dataType: model.data_type,
        pending: c?.pending ?? 0,
        sent: c?.sent ?? 0,
      };
    });
  }

  /**
   * One tick of the job: each schedule whose period is due is claimed (one run row per schedule and period, so a
   * second tick or process finds it taken) and its documents sent. Answers the runs this tick made.
   */
  async tick(): Promise<{ scheduleId: string; periodKey: string; sent: number }[]> {
    const now = this.now();
    const done: { scheduleId: string; periodKey: string; sent: number }[] = [];
    for (const s of await this.repo.all()) {
      const periodKey = duePeriod(s, now, this.timeZone);
      if (!periodKey) continue;
      const runId = await this.repo.claim(s, periodKey, now);
      if (!runId) continue;
      try {
        const project = await this.access.byId(s.workspace_id, s.project_id);
        const link = project ? (await this.access.models(project)).find((l) => l.model.id === s.model_id) : undefined;
        if (!project || !link) {
          await this.repo.finish(runId, 0, 'ANALYSIS_MODEL_NOT_FOUND', this.now());
          continue;
        }
        const sent = await this.feedback.sendTo(project, link.model, {
          statuses: statusesOf[s.document_type as FeedbackDocumentType] ?? statusesOf.ALL,
          origin: { kind: 'FEEDBACK_SCHEDULE' },
        });
        await this.repo.finish(runId, sent, null, this.now());
        done.push({ scheduleId: s.id, periodKey, sent });
      } catch (err) {
        // The period stays claimed: its documents are still pending and go with the next period's run.
        this.log.error({ err, scheduleId: s.id, periodKey }, 'feedback schedule run failed');
        await this.repo.finish(runId, 0, err instanceof Error ? err.message.slice(0, 500) : 'FAILED', this.now());
      }
    }
    return done;
  }

  private async model(project: ProjectRow, modelCode: string) {
    const link = (await this.access.models(project)).find((l) => l.model.code === modelCode);
    if (!link) throw errors.badRequest('ANALYSIS_MODEL_NOT_FOUND', 'modelCode');
    return link.model;
  }

  private async present(project: ProjectRow): Promise<FeedbackSchedule[]> {
    const rows = await this.repo.list(project);
    return rows.map((r) => ({
      projectCode: project.code,
      modelCode: r.model_code,
      modelName: r.model_name,
      documentType: r.document_type as FeedbackSchedule['documentType'],
      type: r.type as FeedbackSchedule['type'],
      repeatDay: r.repeat_day,
      repeatWeekDay: r.repeat_week_day,
      repeatTime: r.repeat_time,
      updatedAt: r.updated_at.toISOString(),
      lastRunAt: r.last_run_at ? new Date(r.last_run_at).toISOString() : null,
      lastSentCount: r.last_sent_count ?? null,
      sentTotal: Number(r.sent_total ?? 0),
    }));
  }
}
