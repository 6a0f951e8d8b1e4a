import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import type { TCall, TUploadCall } from '@yzfk/contract/call';

// Every call the contract declares, found by importing each module of contract/src/calls: a
// call added later is covered by the tests that walk these without anyone listing it.

export type TContractCalls = {
  calls: TCall<z.ZodType, z.ZodType>[];
  uploads: TUploadCall<z.ZodType>[];
};

function isCall(value: unknown): value is TCall<z.ZodType, z.ZodType> {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { path?: unknown; request?: unknown };
  return (
    typeof candidate.path === 'string' &&
    typeof candidate.request === 'object' &&
    candidate.request !== null &&
    '_zod' in candidate.request
  );
}

function isUpload(value: unknown): value is TUploadCall<z.ZodType> {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { path?: unknown; maxBytes?: unknown; types?: unknown };
  return (
    typeof candidate.path === 'string' &&
    typeof candidate.maxBytes === 'number' &&
    Array.isArray(candidate.types)
  );
}

/** Imports every module of the contract's calls folder and collects the calls, by path. */
export async function loadContractCalls(): Promise<TContractCalls> {
  const callFile = createRequire(import.meta.url).resolve('@yzfk/contract/call');
  const folder = join(dirname(callFile), 'calls');
  const calls = new Map<string, TCall<z.ZodType, z.ZodType>>();
  const uploads = new Map<string, TUploadCall<z.ZodType>>();
  const files = readdirSync(folder).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
  );
  for (const file of files.sort()) {
    const module = (await import(pathToFileURL(join(folder, file)).href)) as Record<
      string,
      unknown
    >;
    for (const value of Object.values(module)) {
      if (isCall(value)) calls.set(value.path, value);
      else if (isUpload(value)) uploads.set(value.path, value);
    }
  }
  return { calls: [...calls.values()], uploads: [...uploads.values()] };
}
