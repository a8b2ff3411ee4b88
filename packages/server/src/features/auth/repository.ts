import type { Db } from '../../platform/db/database.js';
import type { FailureCounts } from './login-throttle.js';

/** Verification codes, recovery codes and login attempts: the short-lived records behind signing in. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  async addVerification(userId: string, codeHash: string, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('email_verification')
      .values({ code_hash: codeHash, user_id: userId, expires_at: expiresAt })
      .execute();
  }

  /** Marks a valid, unused code used and returns its user; null when the code is unknown, used or expired. */
  async useVerification(codeHash: string): Promise<string | null> {
    const row = await this.db
      .updateTable('email_verification')
      .set({ used_at: new Date() })
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id ?? null;
  }

  async addRecovery(userId: string, codeHash: string, expiresAt: Date): Promise<void> {
    // Only the newest code counts: asking again invalidates the previous one.
    await this.db
      .updateTable('password_recovery')
      .set({ used_at: new Date() })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    await this.db
      .insertInto('password_recovery')
      .values({ user_id: userId, code_hash: codeHash, expires_at: expiresAt })
      .execute();
  }

  latestRecovery(userId: string) {
    return this.db
      .selectFrom('password_recovery')
      .select(['id', 'code_hash', 'attempts'])
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  }

  async countRecoveryAttempt(id: string): Promise<void> {
    await this.db
      .updateTable('password_recovery')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async useRecovery(id: string): Promise<void> {
    await this.db.updateTable('password_recovery').set({ used_at: new Date() }).where('id', '=', id).execute();
  }

  async recordAttempt(email: string, ip: string | null, success: boolean): Promise<void> {
    await this.db.insertInto('login_attempt').values({ email, ip, success }).execute();
  }

  /**
   * Failed sign-ins since `since` per throttle key (docs/accounts-and-auth.md): the account from this client address
   * and the account as a whole count only failures after their last success, the client address counts all of its
   * own (a guesser cannot reset it by signing in to an account of theirs).
   */
  async failureCounts(email: string, ip: string | null, since: Date): Promise<FailureCounts> {
    const client = ip ?? '';
    const successes = await this.db
      .selectFrom('login_attempt')
      .select((eb) => [eb.fn.max('created_at').filterWhere('ip', '=', client).as('pair'), eb.fn.max('created_at').as('account')])
      .where('email', '=', email)
      .where('success', '=', true)
      .executeTakeFirst();
    const after = (success: Date | string | null | undefined) => {
      const at = success ? new Date(success) : null;
      return at && at > since ? at : since;
    };
    const pairSince = after(successes?.pair);
    const accountSince = after(successes?.account);
    const row = await this.db
      .selectFrom('login_attempt')
      .select((eb) => {
        const pair = eb.and([eb('email', '=', email), eb('ip', '=', client), eb('created_at', '>', pairSince)]);
        const account = eb.and([eb('email', '=', email), eb('created_at', '>', accountSince)]);
        return [
          eb.fn.count<string>('id').filterWhere(pair).as('pairCount'),
          eb.fn.max('created_at').filterWhere(pair).as('pairLast'),
          eb.fn.count<string>('id').filterWhere('ip', '=', client).as('ipCount'),
          eb.fn.max('created_at').filterWhere('ip', '=', client).as('ipLast'),
          eb.fn.count<string>('id').filterWhere(account).as('accountCount'),
          eb.fn.max('created_at').filterWhere(account).as('accountLast'),
        ];
      })
      .where('success', '=', false)
      .where('created_at', '>', since)
      .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', client)]))
      .executeTakeFirstOrThrow();
    const at = (v: Date | string | null) => (v ? new Date(v) : null);
    return {
      pair: { count: Number(row.pairCount), last: at(row.pairLast) },
      ip: { count: Number(row.ipCount), last: at(row.ipLast) },
      account: { count: Number(row.accountCount), last: at(row.accountLast) },
      knownClient: Boolean(successes?.pair),
    };
  }

  /** Codes issued to a user recently: resend and recovery are capped so they cannot be used to flood a mailbox. */
  async codesSince(kind: 'verification' | 'recovery', userId: string, since: Date): Promise<number> {
    const table = kind === 'verification' ? 'email_verification' : 'password_recovery';
    const row = await this.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
