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

/**
 * One multipart upload call: a single file in the field `file` (not encrypted), at most
 * `maxBytes` of one of `types`; the reply is an encrypted envelope whose `data` the schema shapes.
 */
export type TUploadCall<Data extends z.ZodType> = {
  path: string;
  data: Data;
  maxBytes: number;
  types: readonly string[];
};

/** Declares an upload call; the server registers it with registerUpload, the client uploads. */
export function defineUploadCall<Data extends z.ZodType>(
  call: TUploadCall<Data>,
): TUploadCall<Data> {
  return call;
}
