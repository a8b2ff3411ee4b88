import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Language, NotificationChart, NotificationRun } from '@sentio/domain';
import type { Mailer } from '../../platform/mail/mailer.js';
import { defineJob } from '../../platform/jobs/queue.js';
import type { Notifier } from '../notifications/notifier.js';
import type { NotificationSettingsRepository } from '../notifications/settings-repository.js';
import { renderChart, type RenderedChart } from './charts.js';
import type { DefinitionRepository, DefinitionRow } from './definition-repository.js';
import { evaluate, type Report } from './evaluate.js';
import type { LookupRepository, MemberRow } from './lookup-repository.js';
import { renderMail, periodText } from './mail-template.js';
import { mailTexts } from './mail-texts.js';
import type { MetricsRepository } from './metrics-repository.js';
import { presentRun, runLink, scheduleOf } from './presenter.js';
import type { RunRepository, RunRow } from './run-repository.js';
import { dueSlot, testSlot, type Slot } from './schedule.js';

/** Every minute: pg-boss sends one tick per minute across all processes; the run row's claim makes each period once. */
export const TICK_CRON = '* * * * *';

export interface RunServiceDeps {
  definitions: DefinitionRepository;
  runs: RunRepository;
  metrics: MetricsRepository;
  lookup: LookupRepository;
  mailer: Mailer;
  notifier: Notifier;
  settings: NotificationSettingsRepository;
  timeZone: string;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
}

const languageOf = (l: string): Language => (l === 'tr' ? 'tr' : 'en');

/**
 * Runs notification definitions (docs/notification-definitions.md): the scheduler's tick finds the definitions due in
 * the current period and claims each period by its run row (unique per definition and period key) — only the claimer
 * evaluates and sends, so a period is mailed once even with several processes or ticks. A THRESHOLD definition mails
 * only when its threshold is crossed. The clock is injected (tests move it).
 */
export class RunService {
  constructor(
    private readonly d: RunServiceDeps,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The same service on another clock (the tests' way to tick at a chosen moment). */
  at(now: () => Date): RunService {
    return new RunService(this.d, now);
  }

  async tick(): Promise<{ claimed: number; sent: number }> {
    const now = this.now();
    let claimed = 0;
    let sent = 0;
    for (const def of await this.d.definitions.enabled()) {
      const slot = dueSlot(scheduleOf(def), now, this.d.timeZone, def.created_at);
      if (!slot) continue;
      const run = await this.d.runs.claim(this.claimOf(def, slot, 'SCHEDULED', null, now));
      if (!run) continue;
      claimed++;
      const done = await this.execute(def, run, null);
      if (done.status === 'SENT') sent++;
    }
    return { claimed, sent };
  }

  /** "Send test now": the last whole period, mailed to `userId` only, whether or not the threshold is crossed. */
  async runTest(def: DefinitionRow, userId: string): Promise<NotificationRun> {
    const now = this.now();
    const slot = testSlot(scheduleOf(def), now, this.d.timeZone);
    const run = await this.d.runs.claim(this.claimOf(def, { ...slot, key: `test:${randomUUID()}` }, 'TEST', userId, now));
    if (!run) throw new Error('a test run key collided');
    const done = await this.execute(def, run, userId);
    return presentRun(done, def.project_code, this.d.timeZone);
  }

  /**
   * Sends the current period of a definition now, as its scheduled run (the demo's first start: a mail in the outbox
   * at once); the scheduler then finds the period claimed and sends the next one. Null when the period was sent.
   */
  async sendCurrentPeriod(definitionId: string): Promise<NotificationRun | null> {
    const def = await this.d.definitions.byId(definitionId);
    if (!def) return null;
    const now = this.now();
    // The period containing now and the whole periods before it, keyed as the scheduler keys it.
    const slot = testSlot(scheduleOf(def), now, this.d.timeZone);
    const run = await this.d.runs.claim(this.claimOf(def, slot, 'SCHEDULED', null, now));
    if (!run) return null;
    return presentRun(await this.execute(def, run, null), def.project_code, this.d.timeZone);
  }

  private claimOf(def: DefinitionRow, slot: Slot, kind: 'SCHEDULED' | 'TEST', userId: string | null, now: Date) {
    return {
      workspaceId: def.workspace_id,
      projectId: def.project_id,
      definitionId: def.id,
      periodKey: slot.key,
      kind,
      from: slot.from,
      to: slot.to,
      previousFrom: slot.previousFrom,
      requestedBy: userId,
      now,
    };
  }

  /** Evaluates the claimed run and sends it; a failure is recorded on the run (the period is not tried again). */
  private async execute(def: DefinitionRow, run: RunRow, testUser: string | null): Promise<RunRow> {
    try {
      const report = await evaluate(
        this.d.metrics,
        def,
        { from: run.period_from, to: run.period_to, previousFrom: run.previous_from },
        this.d.timeZone,
      );
      const base = { crossed: report.crossed, metrics: { ...report.current }, previousMetrics: { ...report.previous } };
      if (testUser === null && def.type === 'THRESHOLD' && !report.crossed)
        return await this.d.runs.finish(run.id, {
          ...base,
          status: 'NOT_CROSSED',
          documentCount: 0,
          recipientCount: 0,
          error: null,
          now: this.now(),
        });
      const documentCount = await this.d.metrics.storeRunDocuments(
        run.id,
        { projectId: def.project_id, from: run.period_from, to: run.period_to },
        report.focus,
      );
      const receivers =
        testUser !== null ? await this.d.lookup.members(def.workspace_id, { ids: [testUser] }) : await this.receivers(def);
      await this.deliver(def, run, report, receivers, documentCount, testUser !== null);
      const at = this.now();
      if (testUser === null) await this.d.definitions.markSent(def.id, at);
      return await this.d.runs.finish(run.id, {
        ...base,
        status: 'SENT',
        documentCount,
        recipientCount: receivers.length,
        error: null,
        now: at,
      });
    } catch (err) {
      this.d.log.error({ err, definitionId: def.id, runId: run.id }, 'notification run failed');
      const message = err instanceof Error ? err.message.slice(0, 1000) : 'unknown error';
      return this.d.runs.finish(run.id, {
        status: 'FAILED',
        crossed: false,
        metrics: null,
        previousMetrics: null,
        documentCount: 0,
        recipientCount: 0,
        error: message,
        now: this.now(),
      });
    }
  }

  private async receivers(def: DefinitionRow): Promise<MemberRow[]> {
    const values = def.receiver_values;
    return this.d.lookup.members(def.workspace_id, def.receiver_type === 'USER' ? { ids: values } : { roles: values });
  }

  /**
   * One mail per receiver in their language (charts are rendered once per language), unless they switched automation
   * mail off in their notification settings (a test always mails its caller), and an in-app notice.
   */
  private async deliver(
    def: DefinitionRow,
    run: RunRow,
    report: Report,
    receivers: MemberRow[],
    documentCount: number,
    test: boolean,
  ): Promise<void> {
    const link = runLink(def.project_code, run, this.d.timeZone);
    const hourly = def.period_type === 'HOURLY';
    const rendered = new Map<Language, RenderedChart[]>();
    const chartsFor = (language: Language) => {
      let charts = rendered.get(language);
      if (!charts) {
        const t = mailTexts(language);
        charts = def.charts.map((c) => renderChart(c as NotificationChart, report, t, hourly));
        rendered.set(language, charts);
      }
      return charts;
    };
    for (const member of receivers) {
      const language = languageOf(member.language);
      const setting = (await this.d.settings.list(member.id)).find((s) => s.type === 'AUTOMATION');
      if (test || setting?.email !== false) {
        const mail = renderMail(
          {
            name: def.name,
            description: def.description,
            subject: def.subject,
            projectName: def.project_name,
            thresholdType: def.threshold_type as Parameters<typeof renderMail>[0]['thresholdType'],
            thresholdValue: def.threshold_value,
            attribute: def.attribute,
            from: run.period_from,
            to: run.period_to,
            timeZone: this.d.timeZone,
            link: `${this.d.publicUrl}${link}`,
            documentCount,
            test,
          },
          report,
          chartsFor(language),
          mailTexts(language),
        );
        await this.d.mailer.send({ to: member.email, ...mail });
      }
      await this.d.notifier.notify(
        { id: member.id, email: member.email, language },
        {
          type: 'AUTOMATION',
          key: 'notificationDefinition',
          params: {
            name: def.name,
            project: def.project_name,
            period: periodText(run.period_from, run.period_to, this.d.timeZone),
            documents: String(documentCount),
          },
          link,
        },
        { email: false },
      );
    }
  }
}

/** `notifications.tick`: sent by the schedule every minute. */
export const defineTickJob = (runner: RunService) =>
  defineJob({
    name: 'notifications.tick',
    payload: z.object({}),
    retryLimit: 0,
    expireInSeconds: 600,
    handler: async () => {
      await runner.tick();
    },
  });
