import type { Db } from '../../platform/db/database.js';
import { transactionPort, type TransactionPort } from '../../platform/db/transaction.js';
import { AuditRepository } from './audit-repository.js';
import { ChannelRepository } from './channel-repository.js';
import { MoveRepository } from './move-repository.js';
import { ProjectRepository } from './repository.js';

/** The repositories a change of an analysis writes through, all on one transaction (see platform/db/transaction.ts). */
export interface ProjectWrites {
  projects: ProjectRepository;
  audit: AuditRepository;
  channels: ChannelRepository;
  moves: MoveRepository;
}

export type ProjectTransaction = TransactionPort<ProjectWrites>;

export const projectTransaction = (db: Db): ProjectTransaction =>
  transactionPort(db, (tx) => ({
    projects: new ProjectRepository(tx),
    audit: new AuditRepository(tx),
    channels: new ChannelRepository(tx),
    moves: new MoveRepository(tx),
  }));
