import {
  customerSettingsBody,
  defaultMessages,
  type CustomerRelinkState,
  type CustomerSettings,
  type CustomerSettingsBody,
  type FieldError,
  type MessageCode,
} from '@sentio/domain';
import type { TransactionPort } from '../../platform/db/transaction.js';
import { errors } from '../../platform/errors.js';
import type { ProjectScope } from '../projects/project-access.js';
import type { RelinkPayload } from './relink-job.js';
import type { CustomerSettingsRepository, SettingRow } from './settings-repository.js';

/** The mapping as the service compares it: the row's values, or the defaults of a workspace without a row. */
export interface Mapping {
  keyAttribute: string;
  nameAttribute: string | null;
  companyAttribute: string | null;
  addressAttribute: string | null;
  segmentAttribute: string | null;
  shownAttributes: string[];
  /** Analysis id → key attribute. */
  analysisKeys: Record<string, string>;
}

export const defaultMapping = (): Mapping => ({
  keyAttribute: 'customer_id',
  nameAttribute: null,
  companyAttribute: null,
  addressAttribute: null,
  segmentAttribute: 'segment',
  shownAttributes: [],
  analysisKeys: {},
});

export function mappingOf(row: SettingRow | undefined): Mapping {
  if (!row) return defaultMapping();
  return {
    keyAttribute: row.key_attribute,
    nameAttribute: row.name_attribute,
    companyAttribute: row.company_attribute,
    addressAttribute: row.address_attribute,
    segmentAttribute: row.segment_attribute,
    shownAttributes: row.shown_attributes,
    analysisKeys: row.analysis_keys,
  };
}

const sameKeys = (a: Record<string, string>, b: Record<string, string>): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/** What a mapping change takes: re-keying the documents (key attributes), a recount (profile attributes), or nothing. */
export function changeOf(before: Mapping, after: Mapping): 'RELINK' | 'REBUILD' | null {
  if (before.keyAttribute !== after.keyAttribute || !sameKeys(before.analysisKeys, after.analysisKeys)) return 'RELINK';
  const profile = (m: Mapping) => [m.nameAttribute, m.companyAttribute, m.addressAttribute, m.segmentAttribute];
  return profile(before).some((v, i) => v !== profile(after)[i]) ? 'REBUILD' : null;
}

/** Attribute codes of the workspace: every code, and per analysis id its own. */
export interface KnownAttributes {
  all: Set<string>;
  byProject: Map<string, Set<string>>;
  projectIdByCode: Map<string, string>;
}

const fieldError = (field: string, messageCode: MessageCode): FieldError => ({
  field,
  messageCode,
  message: defaultMessages[messageCode],
});

/**
 * Checks a settings body against the workspace's attributes and turns it into a mapping. An attribute must exist in
 * some analysis (an analysis key: in its analysis) unless it is the value already in force, so the defaults of a new
 * workspace can be saved back unchanged. Field errors name the body's paths.
 */
export function mappingFromBody(body: ReturnType<typeof customerSettingsBody.parse>, before: Mapping, known: KnownAttributes) {
  const fields: FieldError[] = [];
  const check = (field: string, value: string | null, current: readonly (string | null)[]) => {
    if (value !== null && !current.includes(value) && !known.all.has(value))
      fields.push(fieldError(field, 'CUSTOMER_ATTRIBUTE_UNKNOWN'));
  };
  check('keyAttribute', body.keyAttribute, [before.keyAttribute]);
  check('nameAttribute', body.nameAttribute, [before.nameAttribute]);
  check('companyAttribute', body.companyAttribute, [before.companyAttribute]);
  check('addressAttribute', body.addressAttribute, [before.addressAttribute]);
  check('segmentAttribute', body.segmentAttribute, [before.segmentAttribute]);
  body.shownAttributes.forEach((code, i) => check(`shownAttributes.${i}`, code, before.shownAttributes));
  const analysisKeys: Record<string, string> = {};
  body.analysisKeys.forEach((k, i) => {
    const projectId = known.projectIdByCode.get(k.projectCode);
    if (projectId === undefined) {
      fields.push(fieldError(`analysisKeys.${i}.projectCode`, 'ANALYSIS_NOT_FOUND'));
      return;
    }
    if (before.analysisKeys[projectId] !== k.attribute && !known.byProject.get(projectId)?.has(k.attribute))
      fields.push(fieldError(`analysisKeys.${i}.attribute`, 'CUSTOMER_ATTRIBUTE_UNKNOWN'));
    analysisKeys[projectId] = k.attribute;
  });
  const mapping: Mapping = {
    keyAttribute: body.keyAttribute,
    nameAttribute: body.nameAttribute,
    companyAttribute: body.companyAttribute,
    addressAttribute: body.addressAttribute,
    segmentAttribute: body.segmentAttribute,
    shownAttributes: [...new Set(body.shownAttributes)],
    analysisKeys,
  };
  return { mapping, fields };
}

export type SettingsRepos = { settings: CustomerSettingsRepository };

export interface RelinkQueue {
  queue(payload: RelinkPayload): Promise<void>;
}

/**
 * The customer settings (docs/customers.md): which attribute identifies a customer (per analysis when it has its
 * own) and which give the profile. A key change re-keys every document in the background; a profile change only
 * recounts. One change at a time: while a re-link runs, a change is refused (CUSTOMER_RELINK_RUNNING).
 */
export class CustomerSettingsService {
  constructor(
    private readonly repo: CustomerSettingsRepository,
    private readonly transaction: TransactionPort<SettingsRepos>,
    private readonly relinks: RelinkQueue,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async known(workspaceId: string) {
    const [attributes, projects] = await Promise.all([this.repo.attributes(workspaceId), this.repo.projects(workspaceId)]);
    const known: KnownAttributes = {
      all: new Set(attributes.map((a) => a.code)),
      byProject: new Map(),
      projectIdByCode: new Map(projects.map((p) => [p.code, p.id])),
    };
    for (const a of attributes) known.byProject.set(a.projectId, (known.byProject.get(a.projectId) ?? new Set()).add(a.code));
    return { attributes, projects, known };
  }

  async get(scope: ProjectScope): Promise<CustomerSettings> {
    const [row, { attributes, projects }] = await Promise.all([this.repo.get(scope.id), this.known(scope.id)]);
    const m = mappingOf(row);
    const codeOf = new Map(projects.map((p) => [p.id, p.code]));
    const byCode = new Map<string, { code: string; name: string; projectCodes: string[] }>();
    for (const a of attributes) {
      const entry = byCode.get(a.code) ?? { code: a.code, name: a.name, projectCodes: [] };
      entry.projectCodes.push(a.projectCode);
      byCode.set(a.code, entry);
    }
    const state = (row?.relink_state ?? 'IDLE') as CustomerRelinkState;
    const total = row?.relink_total ?? 0;
    return {
      keyAttribute: m.keyAttribute,
      nameAttribute: m.nameAttribute,
      companyAttribute: m.companyAttribute,
      addressAttribute: m.addressAttribute,
      segmentAttribute: m.segmentAttribute,
      shownAttributes: m.shownAttributes,
      analysisKeys: Object.entries(m.analysisKeys).flatMap(([id, attribute]) => {
        const projectCode = codeOf.get(id);
        return projectCode === undefined ? [] : [{ projectCode, attribute }];
      }),
      relinkState: state,
      relinkProgress:
        state === 'RUNNING' && total > 0 ? Math.max(0, Math.min(99, Math.floor((100 * (row?.relink_done ?? 0)) / total))) : 0,
      attributes: [...byCode.values()],
      updatedAt: row?.updated_at ? new Date(row.updated_at).toISOString() : null,
    };
  }

  async update(scope: ProjectScope, input: CustomerSettingsBody): Promise<CustomerSettings> {
    const body = customerSettingsBody.parse(input);
    const { known } = await this.known(scope.id);
    const queued = await this.transaction(async ({ settings }) => {
      const row = await settings.lock(scope.id);
      const before = mappingOf(row);
      const { mapping, fields } = mappingFromBody(body, before, known);
      if (fields.length > 0) throw errors.validation(fields);
      if (row.relink_state === 'RUNNING') throw errors.conflict('CUSTOMER_RELINK_RUNNING');
      // Saving after a failed re-link runs it again, whatever changed.
      const change = row.relink_state === 'FAILED' ? 'RELINK' : changeOf(before, mapping);
      await settings.update(scope.id, {
        key_attribute: mapping.keyAttribute,
        name_attribute: mapping.nameAttribute,
        company_attribute: mapping.companyAttribute,
        address_attribute: mapping.addressAttribute,
        segment_attribute: mapping.segmentAttribute,
        shown_attributes: JSON.stringify(mapping.shownAttributes),
        analysis_keys: JSON.stringify(mapping.analysisKeys),
        updated_at: this.now(),
        ...(change === null
          ? {}
          : {
              relink_state: 'RUNNING',
              relink_total: change === 'RELINK' ? await settings.countDocuments(scope.id) : 0,
              relink_done: 0,
              relink_error: null,
            }),
      });
      return change;
    });
    // Sent after the commit: the job reads the new mapping (and on PGlite a send inside the transaction would wait).
    if (queued !== null) await this.relinks.queue({ workspaceId: scope.id, relink: queued === 'RELINK' });
    return this.get(scope);
  }

  /**
   * The demo's profile mapping, written once when the workspace has none yet; the customers are recounted at once,
   * so documents stored before take the profile from it. The key stays the default one (no re-keying needed).
   */
  async seed(workspaceId: string, mapping: Partial<Omit<Mapping, 'keyAttribute' | 'analysisKeys'>>): Promise<boolean> {
    if (await this.repo.get(workspaceId)) return false;
    const m = { ...defaultMapping(), ...mapping };
    await this.transaction(async ({ settings }) => {
      await settings.lock(workspaceId);
      await settings.update(workspaceId, {
        key_attribute: m.keyAttribute,
        name_attribute: m.nameAttribute,
        company_attribute: m.companyAttribute,
        address_attribute: m.addressAttribute,
        segment_attribute: m.segmentAttribute,
        shown_attributes: JSON.stringify(m.shownAttributes),
        analysis_keys: JSON.stringify(m.analysisKeys),
        updated_at: this.now(),
      });
    });
    await this.repo.rebuild(workspaceId);
    return true;
  }
}
