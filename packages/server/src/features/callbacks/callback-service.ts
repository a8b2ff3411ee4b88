import {
  callbackAuthFields,
  callbackSecretFields,
  isCallbackUrl,
  type Callback,
  type CallbackBody,
  type CallbackDelivery,
  type CallbackDeliveryStatus,
  type FieldError,
  type Page,
} from '@sentio/domain';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { errors } from '../../platform/errors.js';
import type { ProjectAccess, ProjectScope } from '../projects/project-access.js';
import type { CallbackConfigRepository } from './config-repository.js';
import type { DeliveryRepository } from './delivery-repository.js';
import { fieldError, presentCallback, presentDelivery } from './presenter.js';
import { openSecrets, sealSecrets, secretFlags, type Secrets } from './secrets.js';
import { newSigningSecret } from './signing.js';

// RFC 9110 token characters: what an HTTP header name may hold.
const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,200}$/;
const nonSecretFields = ['username', 'tokenUrl', 'clientId', 'headerKey'] as const;

/** Wakes the deliver job of an analysis (after a retry). */
export type WakeDeliveries = (workspaceId: string, projectId: string) => Promise<void>;

/**
 * The analysis's callback (docs/callbacks.md): read, save, rotate the signing secret, the delivery log and its retry.
 * Secrets are sealed before they are stored and never leave as values.
 */
export class CallbackService {
  constructor(
    private readonly access: ProjectAccess,
    private readonly configs: CallbackConfigRepository,
    private readonly deliveries: DeliveryRepository,
    private readonly box: SecretBox,
    private readonly wake: WakeDeliveries,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(scope: ProjectScope, code: string): Promise<Callback> {
    const project = await this.access.require(scope, code);
    const row = await this.configs.find(scope.id, project.id);
    return presentCallback(row, secretFlags(row ? openSecrets(this.box, row.secrets) : {}));
  }

  /**
   * A secret left out (or empty) keeps the stored one of the same authorization type; switching the type drops the
   * previous type's fields. The first save creates the signing secret and answers it this once.
   */
  async save(scope: ProjectScope, code: string, body: CallbackBody): Promise<Callback> {
    const project = await this.access.require(scope, code);
    const stored = await this.configs.find(scope.id, project.id);
    const sameType = stored?.auth_type === body.authType;
    const previous: Secrets = stored && sameType ? openSecrets(this.box, stored.secrets) : {};
    const needed = new Set(callbackAuthFields[body.authType]);
    const secrets: Secrets = {};
    for (const f of callbackSecretFields) {
      if (!needed.has(f)) continue;
      const given = body[f];
      const value = given !== undefined && given !== '' ? given : previous[f];
      if (value) secrets[f] = value;
    }
    const auth: Record<string, string> = {};
    for (const f of nonSecretFields) {
      const value = body[f]?.trim();
      if (needed.has(f) && value) auth[f] = value;
    }
    this.validate(body, auth, secrets);

    const signing = stored ? null : newSigningSecret();
    const row = await this.configs.save({
      project_id: project.id,
      workspace_id: scope.id,
      enabled: body.enabled,
      data_type: body.dataType,
      url: body.url.trim(),
      auth_type: body.authType,
      auth: JSON.stringify(auth),
      secrets: sealSecrets(this.box, secrets),
      signing_secret: signing ? this.box.seal(signing) : (stored?.signing_secret ?? ''),
      signing_hint: signing ? signing.slice(-4) : (stored?.signing_hint ?? ''),
      updated_by: scope.userId,
      updated_at: this.now(),
    });
    return presentCallback(row, secretFlags(secrets), signing ?? undefined);
  }

  async rotateSecret(scope: ProjectScope, code: string): Promise<Callback> {
    const project = await this.access.require(scope, code);
    const stored = await this.configs.find(scope.id, project.id);
    if (!stored) throw errors.notFound('CALLBACK_NOT_CONFIGURED');
    const signing = newSigningSecret();
    const { created_at: _created, ...rest } = stored;
    const row = await this.configs.save({
      ...rest,
      auth: JSON.stringify(stored.auth),
      signing_secret: this.box.seal(signing),
      signing_hint: signing.slice(-4),
      updated_by: scope.userId,
      updated_at: this.now(),
    });
    return presentCallback(row, secretFlags(openSecrets(this.box, row.secrets)), signing);
  }

  async log(
    scope: ProjectScope,
    code: string,
    query: { page: number; size: number; status?: CallbackDeliveryStatus | undefined },
  ): Promise<Page<CallbackDelivery>> {
    const project = await this.access.require(scope, code);
    const { rows, total } = await this.deliveries.page(scope.id, project.id, query);
    return { content: rows.map(presentDelivery), page: query.page, size: query.size, total };
  }

  async retry(scope: ProjectScope, code: string, id: string): Promise<CallbackDelivery> {
    const project = await this.access.require(scope, code);
    const row = await this.deliveries.find(scope.id, project.id, id);
    if (!row) throw errors.notFound('CALLBACK_DELIVERY_NOT_FOUND');
    await this.deliveries.retry(row.id, this.now());
    await this.wake(scope.id, project.id);
    const after = await this.deliveries.find(scope.id, project.id, id);
    return presentDelivery(after ?? row);
  }

  /** Every problem at once, each on its field: the form marks them all. */
  private validate(body: CallbackBody, auth: Record<string, string>, secrets: Secrets): void {
    const problems: FieldError[] = [];
    const url = body.url.trim();
    if (url === '') problems.push(fieldError('url', 'FIELD_REQUIRED'));
    else if (!isCallbackUrl(url)) problems.push(fieldError('url', 'CALLBACK_URL_INVALID'));
    for (const f of callbackAuthFields[body.authType]) {
      const has = (auth as Record<string, string | undefined>)[f] ?? (secrets as Record<string, string | undefined>)[f];
      if (!has) problems.push(fieldError(f, 'FIELD_REQUIRED'));
    }
    if (auth['tokenUrl'] && !isCallbackUrl(auth['tokenUrl'])) problems.push(fieldError('tokenUrl', 'CALLBACK_URL_INVALID'));
    if (auth['headerKey'] && !headerName.test(auth['headerKey'])) problems.push(fieldError('headerKey', 'FIELD_INVALID'));
    if (problems.length > 0) throw errors.validation(problems);
  }
}
