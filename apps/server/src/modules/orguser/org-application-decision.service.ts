import type { TDb } from '../../platform/db/database';
import { createOrgApplicationRepository } from './org-application.repository';

/**
 * Reading and deciding applications on a connection or a transaction, for the operator's
 * approval (the admin module), which decides in the same transaction as it creates the
 * organisation.
 */
export function createOrgApplicationDecisions(db: TDb) {
  const applications = createOrgApplicationRepository(db);
  return {
    findById: (id: number) => applications.findById(id),
    /** Marks a pending application decided; false when it was decided already. */
    decide: (id: number, state: 'approved' | 'rejected', organisationId: number, at: Date) =>
      applications.decide(id, state, organisationId, at),
  };
}
