import type { TCallData } from '@yzfk/contract/call';
import { examHeartbeatCall } from '@yzfk/contract/calls/exam';
import { api } from '../../../lib/api';

export type THeartbeat = TCallData<typeof examHeartbeatCall> & { receivedAt: number };

/** The answering screen's heartbeat: the server's clock and deadline, the current question. */
export async function sendHeartbeat(attemptId: number, position: number): Promise<THeartbeat> {
  const data = await api.call(examHeartbeatCall, { attemptId, position }, { silent: true });
  return { ...data, receivedAt: Date.now() };
}
