import { actionStatuses, effectWindowDays, roundTo, type ActionStatistics, type ActionStatus } from '@sentio/domain';
import type { ProjectScope } from '../projects/project-access.js';
import { dayIn } from './days.js';
import type { EffectService } from './effect-service.js';
import type { StatisticsRepository } from './statistics-repository.js';

/** How many DONE actions the effect share reads (the most recently closed): each is a read of its analysis. */
export const STATISTICS_EFFECT_LIMIT = 100;

/**
 * The statistics tab (docs/actions.md, "Statistics"): open and closed per status, type and responsible person, the
 * overdue count, mean days to close, and the share of DONE actions with evidence whose effect improved
 * significantly (measured with the effect's default window).
 */
export class StatisticsService {
  constructor(
    private readonly repo: StatisticsRepository,
    private readonly effects: Pick<EffectService, 'measureMany'>,
    private readonly timeZone: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(scope: ProjectScope): Promise<ActionStatistics> {
    const today = dayIn(this.now(), this.timeZone);
    const [statuses, types, people, meanDays, done] = await Promise.all([
      this.repo.byStatus(scope.id),
      this.repo.byType(scope.id),
      this.repo.byPerson(scope.id, today),
      this.repo.meanDaysToClose(scope.id),
      this.repo.doneWithEvidence(scope.id, STATISTICS_EFFECT_LIMIT),
    ]);
    const count = (s: ActionStatus) => statuses.find((r) => r.status === s)?.count ?? 0;
    const effects = await this.effects.measureMany(scope, done, effectWindowDays.default);
    const measured = effects.filter((e) => e.reason === null);
    const improved = measured.filter((e) => e.improved).length;
    return {
      total: statuses.reduce((n, r) => n + r.count, 0),
      open: count('OPEN') + count('IN_PROGRESS'),
      closed: count('DONE') + count('CANCELLED'),
      overdue: people.reduce((n, p) => n + p.overdue, 0),
      meanDaysToClose: meanDays === null ? null : roundTo(meanDays, 1),
      byType: types.map((t) => ({ typeId: t.type_id, name: t.name, open: t.open, closed: t.closed })),
      byPerson: people.map((p) => ({
        user: p.user_id === null ? null : { id: p.user_id, name: p.name ?? '', email: p.email ?? '' },
        open: p.open,
        closed: p.closed,
        overdue: p.overdue,
      })),
      byStatus: actionStatuses.map((status) => ({ status, count: count(status) })),
      effect: {
        measured: measured.length,
        improved,
        share: measured.length > 0 ? roundTo((improved / measured.length) * 100, 1) : null,
      },
    };
  }
}
