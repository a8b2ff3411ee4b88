import { callbackSecretFields, type CallbackSecretField } from '@sentio/domain';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { SecretFlags } from './presenter.js';

export type Secrets = Partial<Record<CallbackSecretField, string>>;

/** The credentials of a callback, sealed as one box (null when there are none). */
export function sealSecrets(box: SecretBox, secrets: Secrets): string | null {
  const kept = Object.fromEntries(Object.entries(secrets).filter(([, v]) => typeof v === 'string' && v !== ''));
  return Object.keys(kept).length === 0 ? null : box.seal(JSON.stringify(kept));
}

export function openSecrets(box: SecretBox, sealed: string | null): Secrets {
  if (!sealed) return {};
  const parsed = JSON.parse(box.open(sealed)) as Record<string, unknown>;
  const out: Secrets = {};
  for (const f of callbackSecretFields) if (typeof parsed[f] === 'string') out[f] = parsed[f];
  return out;
}

export const secretFlags = (s: Secrets): SecretFlags => ({
  tokenSet: !!s.token,
  passwordSet: !!s.password,
  clientSecretSet: !!s.clientSecret,
  headerValueSet: !!s.headerValue,
});
