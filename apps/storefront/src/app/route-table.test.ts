import { createRouter, type AnyRoute } from '@tanstack/react-router';
import { MIDDLEWARE_NAMES, ROUTES, type RouteDefinition } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../lib/app-context';
import { routeTree } from '../routeTree.gen';
import { middleware } from './guards';

/** A page of the router as core's table describes one: path, layout, guards. */
function asDefinition(route: AnyRoute, layout: string): RouteDefinition {
  // An index route's full path ends in `/` (`/servicios/`); the table names it without.
  const fullPath = String(route.fullPath);
  const path = fullPath === '/' ? '/' : fullPath.replace(/\/$/, '');
  const beforeLoad: unknown = route.options.beforeLoad;
  return {
    path,
    layout: layout as RouteDefinition['layout'],
    middleware: MIDDLEWARE_NAMES.filter((name) => middleware(name) === beforeLoad),
  };
}

/** Every page (leaf) of the tree with the layout route (`/_default`…) it sits under. */
function pages(route: AnyRoute, layout = ''): RouteDefinition[] {
  const children = Object.values((route.children ?? {}) as Record<string, AnyRoute>);
  const own = /^\/_(\w+)$/.exec(String(route.id))?.[1] ?? layout;
  if (children.length === 0) return [asDefinition(route, own)];
  return children.flatMap((child) => pages(child, own));
}

describe("spec §2: the router's tree is core's ROUTES", () => {
  const byPath = (a: RouteDefinition, b: RouteDefinition) => a.path.localeCompare(b.path);

  it('has the same pages, each under the same layout with the same guards', () => {
    const table = Object.values(ROUTES).map((route) => ({
      path: route.path,
      layout: route.layout,
      middleware: [...route.middleware],
    }));
    // Building a router gives every route of the tree its full path; nothing loads, so the
    // context stays empty.
    const router = createRouter({ routeTree, context: {} as AppContext });
    expect(pages(router.routeTree).sort(byPath)).toEqual(table.sort(byPath));
  });
});
