import type { TCallData } from '@yzfk/contract/call';
import { submitExamCall } from '@yzfk/contract/calls/exam';
import { api } from '../../../lib/api';

export type TSubmitReply = TCallData<typeof submitExamCall>;

/** 交卷 (the final step); the screen shows failures itself. */
export function submitExam(attemptId: number): Promise<TSubmitReply> {
  return api.call(submitExamCall, { attemptId }, { silent: true });
}
