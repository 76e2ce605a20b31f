// @vitrina/core/routes: routes and their middleware.

export {
  MIDDLEWARE_NAMES,
  ROUTES,
  buildPath,
  categoryHref,
  type LayoutName,
  type MiddlewareName,
  type RouteDefinition,
  type RouteName,
} from './route-table.js';
export { defineMiddlewareRegistry, isUnknownMiddlewareError } from './middleware.js';
