import { matchRoutes } from 'react-router';
import { MENU_SECTIONS, PRODUCT_NAME, type TMenuSection } from '@yzfk/contract/constants';
import { buildRoutes, type TRouteHandle } from './build-routes';
import { routeByName } from './route-names';
import { ROUTE_TABLE, SECTION_LABELS, type TRouteEntry } from './route-table';

/** The part of a route match these helpers read (React Router's UIMatch has it). */
export type TMatchLike = { handle?: unknown };

/** Routes for matching only: no pages, no guard. */
const MATCH_ROUTES = buildRoutes(ROUTE_TABLE);

function handleOf(match: TMatchLike): TRouteHandle | undefined {
  const handle = match.handle;
  return typeof handle === 'object' && handle !== null && 'name' in handle
    ? (handle as TRouteHandle)
    : undefined;
}

function isMenuSection(name: string): name is TMenuSection {
  return (MENU_SECTIONS as readonly string[]).includes(name);
}

/** The page title of a match list: the deepest route title, else the product name. */
export function titleOf(matches: readonly TMatchLike[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = handleOf(matches[i] ?? {})?.title;
    if (title) return title;
  }
  return PRODUCT_NAME;
}

/** The active menu section: the first matched route name among the menu sections. */
export function activeSectionOf(matches: readonly TMatchLike[]): TMenuSection | undefined {
  for (const match of matches) {
    const name = handleOf(match)?.name;
    if (name && isMenuSection(name)) return name;
  }
  return undefined;
}

/** The menu section an app path (e.g. a header menu item's settings.path) resolves to. */
export function sectionOfPath(path: string): TMenuSection | undefined {
  const matches = matchRoutes(MATCH_ROUTES, path) ?? [];
  return activeSectionOf(matches.map((match) => ({ handle: match.route.handle as unknown })));
}

/** The route name of the deepest match. */
export function routeNameOf(matches: readonly TMatchLike[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const name = handleOf(matches[i] ?? {})?.name;
    if (name) return name;
  }
  return undefined;
}

/** The user centre's menu: its children whose show flag is true, in table order. */
export function centreMenuEntries(): TRouteEntry[] {
  return (routeByName('center').children ?? []).filter((entry) => entry.show === true);
}

/**
 * The user's own study tools outside the centre (/mymind, /myoutline are top-level routes in the
 * spec): the user menus list them after the centre's pages, so they can be found.
 */
export function studyToolEntries(): TRouteEntry[] {
  return [routeByName('myMind'), routeByName('myOutline')];
}

/** The Chinese name of the section of a match list: its first named route's label. */
export function sectionLabelOf(matches: readonly TMatchLike[]): string | undefined {
  for (const match of matches) {
    const name = handleOf(match)?.name;
    if (name) return SECTION_LABELS[name];
  }
  return undefined;
}
