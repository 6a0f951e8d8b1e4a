import { z } from 'zod';
import { SUCCESS_CODE } from './error-codes';

/** The decrypted reply of every call: `{ code, msg, success, data }` (spec section 3). */
export function ZEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string(),
    success: z.boolean(),
    data,
  });
}

export type TEnvelope<T> = {
  code: number;
  msg: string;
  success: boolean;
  data: T;
};

/** The envelope of a successful reply. */
export function okEnvelope<T>(data: T): TEnvelope<T> {
  return { code: SUCCESS_CODE, msg: '成功', success: true, data };
}

/** The envelope of a failed reply; `data` is null. */
export function errorEnvelope(code: number, msg: string): TEnvelope<null> {
  return { code, msg, success: false, data: null };
}
