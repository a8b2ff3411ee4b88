import {
  actionCreateBody,
  actionNoteBody,
  actionTypeBody,
  actionUpdateBody,
  correctiveActionBody,
  createFilterState,
  encodeFilters,
  type Action,
  type ActionEvidenceBody,
  type ActionPriority,
  type ActionStatus,
} from '@sentio/domain';
import type { ActionServices } from '../actions/area.js';
import type { JourneyService } from '../customer-journeys/journey-service.js';
import type { ProjectScope } from '../projects/project-access.js';
import type { Db } from '../../platform/db/database.js';
import { demoActor, type DemoActor } from './actor.js';
import { DemoActionsRepository, type DemoTeammate } from './actions-repository.js';
import { demoBacklog } from './cx-backlog.js';
import { DemoRepository } from './repository.js';
import { DEMO_MODEL_CODE } from './seed-model.js';

/** App exposes these as `services.projects.actions` (and the catalogue as `services.projects.journeys.journeys`). */
export type DemoActionServices = Pick<ActionServices, 'actions' | 'types' | 'notes' | 'followers' | 'correctives'> & {
  catalogues: Pick<JourneyService, 'catalogue'>;
};

const DAY_MS = 86_400_000;

/** The demo workspace's teammates: names on its actions (nobody signs in as them). */
export const DEMO_TEAMMATES: readonly DemoTeammate[] = [
  { email: 'elif.kaya@sentio.local', fullName: 'Elif', lastName: 'Kaya', jobTitle: 'CX analyst', role: 'ANALYST' },
  { email: 'murat.demir@sentio.local', fullName: 'Murat', lastName: 'Demir', jobTitle: 'Operations manager', role: 'MANAGER' },
];

/** The closed action whose slice improves after its closed date (the courier backlog of cx-backlog.ts ends then). */
export const DEMO_CLOSED_ACTION_NAME = 'Kargo firmasını değiştir / Switch the courier';

type Who = 'admin' | 'elif' | 'murat';

/**
 * The demo workspace's action planner (docs/actions.md, "Demo"): four action types and six actions over the demo
 * analysis, each with the category slice it came from as evidence, responsible people, followers, notes (one a
 * reply), a corrective action, statuses across open, in progress and done, one overdue — and the courier change,
 * closed five weeks before the data ends, whose delivery-and-returns slice shrinks and turns less negative after
 * the closed date, as the generator's courier backlog makes it (cx-backlog.ts). Everything goes through the action
 * services, so the history is the one a user's clicks would write; each step is then re-dated to its day of the
 * story. Returns null when the workspace has actions already (a second call changes nothing).
 */
export async function seedDemoActions(
  db: Db,
  admin: DemoActor,
  code: string,
  services: DemoActionServices,
  end: Date,
): Promise<Action[] | null> {
  const repo = new DemoActionsRepository(db);
  const workspaceId = admin.scope.id;
  if (await repo.hasActions(workspaceId)) return null;
  const [elifId = '', muratId = ''] = await repo.ensureTeammates(workspaceId, DEMO_TEAMMATES);
  const people = new DemoRepository(db);
  const actorOf = async (userId: string): Promise<DemoActor> => {
    const target = await people.member(userId, workspaceId);
    if (!target) throw new Error('demo teammate is not a member');
    return demoActor(target);
  };
  const actors: Record<Who, DemoActor> = { admin, elif: await actorOf(elifId), murat: await actorOf(muratId) };
  const ids: Record<Who, string> = { admin: admin.scope.userId, elif: elifId, murat: muratId };
  const scopeOf = (who: Who): ProjectScope => actors[who].scope;

  const types = {
    process: await services.types.create(
      scopeOf('admin'),
      actionTypeBody.parse({ name: 'Süreç iyileştirme / Process improvement', color: '#1677FF' }),
    ),
    fix: await services.types.create(
      scopeOf('admin'),
      actionTypeBody.parse({ name: 'Teknik düzeltme / Technical fix', color: '#F5222D' }),
    ),
    training: await services.types.create(
      scopeOf('admin'),
      actionTypeBody.parse({ name: 'Eğitim / Training', color: '#52C41A' }),
    ),
    comms: await services.types.create(
      scopeOf('admin'),
      actionTypeBody.parse({ name: 'İletişim / Communication', color: '#FA8C16' }),
    ),
  };

  const evidence = await categoryEvidence(scopeOf('admin'), code, services.catalogues);
  const day = (offset: number, hour = 10) => new Date(end.getTime() + offset * DAY_MS + hour * 3_600_000);
  const dueDay = (offset: number) => new Date(end.getTime() + offset * DAY_MS).toISOString().slice(0, 10);

  /** One action's story: each step acts as someone on one day, then its rows are re-dated to that day. */
  const story = async (
    createdBy: Who,
    createdAt: Date,
    fields: {
      name: string;
      description: string;
      typeId: string;
      priority: ActionPriority;
      due: number | null;
      responsible: Who;
      followers: Who[];
      evidence: ActionEvidenceBody;
      benefits?: string;
      referenceName?: string;
    },
    steps: (
      at: (who: Who, when: Date, step: (scope: ProjectScope) => Promise<unknown>) => Promise<void>,
      a: () => Action,
    ) => Promise<void>,
  ): Promise<Action> => {
    let action = await services.actions.create(
      scopeOf(createdBy),
      actionCreateBody.parse({
        name: fields.name,
        description: fields.description,
        typeId: fields.typeId,
        priority: fields.priority,
        dueDate: fields.due === null ? null : dueDay(fields.due),
        responsibleId: ids[fields.responsible],
        benefits: fields.benefits ?? '',
        referenceName: fields.referenceName ?? '',
        evidence: fields.evidence,
        followerIds: fields.followers.filter((w) => w !== createdBy).map((w) => ids[w]),
      }),
    );
    await repo.stamp(action.id, createdAt);
    let updatedAt = createdAt;
    let closedAt: Date | null = null;
    await steps(
      async (who, when, step) => {
        const result = await step(scopeOf(who));
        if (isAction(result)) action = result;
        await repo.stamp(action.id, when);
        updatedAt = when;
        if (isAction(result) && (result.status === 'DONE' || result.status === 'CANCELLED')) closedAt = when;
      },
      () => action,
    );
    await repo.dates(action.id, { createdAt, updatedAt, closedAt });
    return services.actions.get(scopeOf('admin'), action.id);
  };
  const status = (a: Action, next: ActionStatus) => (scope: ProjectScope) =>
    services.actions.update(scope, a.id, saveBody(a, next));
  const note =
    (a: Action, text: string, mentions: Who[] = [], parentId: string | null = null) =>
    (scope: ProjectScope) =>
      services.notes.add(scope, a.id, actionNoteBody.parse({ text, parentId, mentionIds: mentions.map((w) => ids[w]) }));

  const seeded: Action[] = [];
  seeded.push(
    await story(
      'admin',
      day(-63),
      {
        name: DEMO_CLOSED_ACTION_NAME,
        description:
          'Geç teslimat ve kargo takibi şikâyetleri iki ayda ikiye katlandı. Kargo firmasını değiştirip iade kargosunu da aynı firmaya veriyoruz. / ' +
          'Late-delivery and tracking complaints doubled in two months. We switch couriers and move return shipments to the same company.',
        typeId: types.process.id,
        priority: 'HIGH',
        due: -35,
        responsible: 'murat',
        followers: ['elif'],
        evidence: evidence(
          ['Teslimat', 'İade ve değişim'],
          'Kategori: Teslimat, İade ve değişim / Category: Delivery, Returns and exchanges',
        ),
        benefits: 'Daha az geç teslimat şikâyeti, daha yüksek NPS. / Fewer late-delivery complaints, a higher NPS.',
        referenceName: 'LOJ-2026-04',
      },
      async (at, a) => {
        let first = '';
        await at('elif', day(-62, 11), async (scope) => {
          first = (
            await note(
              a(),
              'Şikâyetlerin çoğu İstanbul dışından; takip numarası günlerce güncellenmiyor. / Most complaints come from outside Istanbul; tracking numbers stay unchanged for days.',
              ['murat'],
            )(scope)
          ).id;
        });
        await at(
          'murat',
          day(-62, 15),
          note(
            a(),
            'İki firmadan teklif aldım, gelecek hafta karar veriyoruz. / I have offers from two couriers; we decide next week.',
            [],
            first,
          ),
        );
        await at('murat', day(-58, 9), (scope) => status(a(), 'IN_PROGRESS')(scope));
        await at('murat', day(-38, 16), (scope) =>
          services.correctives.add(
            scope,
            a().id,
            correctiveActionBody.parse({
              kind: 'CORRECTIVE',
              text: 'Yeni kargo firmasıyla sözleşme imzalandı; depo çıkışları günde iki sefere çıktı. / Signed with the new courier; the warehouse now ships twice a day.',
              realisedById: muratId,
              realisedAt: day(-38, 12).toISOString(),
            }),
          ),
        );
        await at('murat', day(-35, 9), (scope) => status(a(), 'DONE')(scope));
      },
    ),
  );
  seeded.push(
    await story(
      'admin',
      day(-6, 9),
      {
        name: 'Giriş hatasını düzelt / Fix the login error',
        description:
          'Uygulama güncellemesinden sonra bazı kullanıcılar giriş yapamıyor. / Since the app update some users cannot sign in.',
        typeId: types.fix.id,
        priority: 'CRITICAL',
        due: 3,
        responsible: 'elif',
        followers: ['murat'],
        evidence: evidence(['Giriş ve hesap'], 'Kategori: Giriş ve hesap / Category: Login and account'),
      },
      async (at, a) => {
        await at('elif', day(-5, 14), (scope) => status(a(), 'IN_PROGRESS')(scope));
        await at(
          'elif',
          day(-2, 17),
          note(a(), 'Hata Android 14 cihazlarda; düzeltme testte. / The error is on Android 14 devices; the fix is in testing.', [
            'admin',
          ]),
        );
      },
    ),
  );
  seeded.push(
    await story(
      'murat',
      day(-21, 11),
      {
        name: 'Çağrı merkezi bekleme süresini kısalt / Cut call-centre waiting times',
        description: 'Yoğun saatlerde ek temsilci ve geri arama seçeneği. / Extra agents at peak hours and a call-back option.',
        typeId: types.process.id,
        priority: 'HIGH',
        due: -4,
        responsible: 'admin',
        followers: ['murat'],
        evidence: evidence(['Bekleme süresi'], 'Kategori: Bekleme süresi / Category: Waiting time'),
      },
      () => Promise.resolve(),
    ),
  );
  seeded.push(
    await story(
      'admin',
      day(-14, 10),
      {
        name: 'Temsilci eğitimi / Agent coaching',
        description:
          'Çözüm odaklı dil ve ilk temasta çözüm eğitimi. / Coaching on solution-focused language and first-contact resolution.',
        typeId: types.training.id,
        priority: 'MEDIUM',
        due: 12,
        responsible: 'admin',
        followers: [],
        evidence: evidence(['Temsilci ilgisi'], 'Kategori: Temsilci ilgisi / Category: Agent helpfulness'),
      },
      async (at, a) => {
        await at('admin', day(-13, 9), (scope) => services.followers.add(scope, a().id, elifId));
        await at('admin', day(-10, 9), (scope) => status(a(), 'IN_PROGRESS')(scope));
      },
    ),
  );
  seeded.push(
    await story(
      'elif',
      day(-3, 15),
      {
        name: 'İade sürecini sadeleştir / Simplify the returns process',
        description:
          'İade formunu tek adıma indir, kargo kodunu e-postayla gönder. / One-step return form, the shipping code sent by e-mail.',
        typeId: types.process.id,
        priority: 'MEDIUM',
        due: 25,
        responsible: 'murat',
        followers: [],
        evidence: evidence(['İade süreci'], 'Kategori: İade süreci / Category: Return process'),
      },
      () => Promise.resolve(),
    ),
  );
  seeded.push(
    await story(
      'admin',
      day(-20, 13),
      {
        name: 'Kupon hatasını müşterilere duyur / Tell customers about the coupon fix',
        description:
          'Hata düzeltildi; etkilenen müşterilere yeni kod gönder. / The bug is fixed; send affected customers a new code.',
        typeId: types.comms.id,
        priority: 'LOW',
        due: -8,
        responsible: 'elif',
        followers: [],
        evidence: evidence(['Kampanya ve kupon'], 'Kategori: Kampanya ve kupon / Category: Promotions and coupons'),
      },
      async (at, a) => {
        await at('elif', day(-9, 16), (scope) => status(a(), 'DONE')(scope));
      },
    ),
  );
  return seeded;
}

/** The day the demo's courier change closed, for data ending at `end` (what its effect pivots on). */
export const demoClosedAt = (end: Date): Date => new Date(demoBacklog(end).end.getTime() + 9 * 3_600_000);

const isAction = (value: unknown): value is Action =>
  typeof value === 'object' && value !== null && 'version' in value && 'status' in value;

/** The save body of `a` with only its status changed. */
function saveBody(a: Action, status: ActionStatus) {
  return actionUpdateBody.parse({
    name: a.name,
    description: a.description,
    typeId: a.type?.id ?? null,
    priority: a.priority,
    status,
    dueDate: a.dueDate,
    responsibleId: a.responsible?.id ?? null,
    benefits: a.benefits,
    referenceName: a.referenceName,
    evidence: a.evidence
      ? {
          projectCode: a.evidence.projectCode,
          filter: a.evidence.filter,
          label: a.evidence.label,
          documentId: a.evidence.documentId,
        }
      : null,
    journeyStep: a.journeyStep ? { journeyId: a.journeyStep.journeyId, stepId: a.journeyStep.stepId } : null,
    version: a.version,
  });
}

/**
 * Evidence over the demo analysis: the categories (by their Turkish names in the demo model) as the data tab's
 * filter query, without page, size and tab — what "Create action" on a chart carries (docs/actions.md).
 */
async function categoryEvidence(scope: ProjectScope, code: string, catalogues: Pick<JourneyService, 'catalogue'>) {
  const cat = await catalogues.catalogue(scope, code);
  const model = cat.byCode.get(DEMO_MODEL_CODE);
  const idOf = new Map<string, string>();
  for (const [id, n] of model?.names ?? []) idOf.set(n.name, id);
  return (names: string[], label: string): ActionEvidenceBody => {
    const ids = names.map((name) => {
      const id = idOf.get(name);
      if (!id) throw new Error(`demo category ${name} not found`);
      return { _id: id, code: null, name, sentiment: null, virtual: false, dynamic: false };
    });
    const params = encodeFilters(createFilterState({ categoryQueries: [{ fieldName: DEMO_MODEL_CODE, operand: 'IN', ids }] }));
    for (const key of ['page', 'size', 'tab', 'acid']) params.delete(key);
    return { projectCode: code, filter: params.toString(), label, documentId: null };
  };
}
