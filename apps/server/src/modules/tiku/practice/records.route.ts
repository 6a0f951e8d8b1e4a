import type { FastifyInstance } from 'fastify';
import { listLearningRecordsCall } from '@yzfk/contract/calls/tiku-personal';
import type { TCallDeps } from '../../../platform/http/register-call';
import type { TPracticeService } from './practice.service';
import { registerSessionCall } from '../../../platform/http/register-call';

/** POST /flks/tiku/records: the user's learning records and accuracy by subject. */
export function registerLearningRecordsRoute(
  app: FastifyInstance,
  deps: TCallDeps & { tikuPractice: TPracticeService },
): void {
  registerSessionCall(app, deps, listLearningRecordsCall, ({ body, auth }) =>
    deps.tikuPractice.records(auth, body),
  );
}
