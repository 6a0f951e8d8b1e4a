import type { z } from 'zod';

/** One API call: its path and the zod schemas of its request body and of its reply's `data`. */
export type TCall<Req extends z.ZodType, Data extends z.ZodType> = {
  path: string;
  request: Req;
  data: Data;
};

/** Declares a call; the server validates with its schemas and the client infers its types. */
export function defineCall<Req extends z.ZodType, Data extends z.ZodType>(
  call: TCall<Req, Data>,
): TCall<Req, Data> {
  return call;
}

export type TCallRequest<C> = C extends TCall<infer Req, z.ZodType> ? z.input<Req> : never;
export type TCallData<C> = C extends TCall<z.ZodType, infer Data> ? z.output<Data> : never;
