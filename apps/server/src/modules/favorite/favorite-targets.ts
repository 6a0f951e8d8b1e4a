import type { TFavoriteKind } from '@yzfk/contract/calls/favorite';
import type { TAuth } from '../../platform/http/auth';

/** What a content module tells about one of its items for the favourites list. */
export type TFavoriteTarget = { title: string; summary: string; locked: boolean };

/**
 * A port per kind, wired in modules.ts from the content module's service: the items among
 * `ids` that exist and are visible to the session (unpublished or unknown ones are left out).
 */
export type TFavoriteTargetPort = (
  auth: TAuth,
  ids: number[],
) => Promise<Map<number, TFavoriteTarget>>;

export type TFavoriteTargetPorts = Record<TFavoriteKind, TFavoriteTargetPort>;
