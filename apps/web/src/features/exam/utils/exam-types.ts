import type { ZCandidateSchema } from '@yzfk/contract/calls/exam-shapes';
import type { z } from 'zod';

/** The candidate as the exam pages head them. */
export type TCandidate = z.infer<typeof ZCandidateSchema>;
