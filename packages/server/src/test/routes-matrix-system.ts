import { systemEndpoints as se } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type SystemCall = keyof typeof se;

const someJob = '00000000-0000-4000-8000-000000000000';

/**
 * The routes matrix's rows of the operator's system pages (docs/system-admin.md): B — a workspace admin and account
 * owner, not an operator — is refused every call (valid queries and bodies, so the answer is about who asks).
 */
export function systemForeign(): Record<SystemCall, Row> {
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  return {
    systemMonitor: denied((c) => c.request(se.systemMonitor)),
    systemLog: denied((c) => c.request(se.systemLog, { query: { level: 'info', page: 0, size: 10 } })),
    systemDictionary: denied((c) => c.request(se.systemDictionary, { query: { language: 'tr' } })),
    systemDictionarySave: denied((c) =>
      c.request(se.systemDictionarySave, { body: { language: 'tr', added: ['beta'], removed: [] } }),
    ),
    systemParameters: denied((c) => c.request(se.systemParameters)),
    systemParameterSave: denied((c) => c.request(se.systemParameterSave, { body: { key: 'ML_WORKERS', value: 1 } })),
    systemCaches: denied((c) => c.request(se.systemCaches)),
    systemCacheClear: denied((c) => c.request(se.systemCacheClear, { body: { cache: 'SESSIONS' } })),
    systemJobs: denied((c) => c.request(se.systemJobs, { query: { page: 0, size: 10 } })),
    systemJobRetry: denied((c) => c.request(se.systemJobRetry, { params: { id: someJob } })),
    systemJobCancel: denied((c) => c.request(se.systemJobCancel, { params: { id: someJob } })),
    systemPool: denied((c) => c.request(se.systemPool)),
  };
}
