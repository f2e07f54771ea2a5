/**
 * The service group: the routes that describe the service (meta.ts): the algorithm and technique
 * catalogues, health, and the API's OpenAPI document (openapi.ts, from the route table the app
 * hands in) with the HTML docs page rendered from it (docs.ts).
 */
import { apiGroup } from '../group.ts';
import { SERVICE_ROUTES } from './contract.ts';
import { metaRoute } from './meta.ts';

export const serviceGroup = apiGroup({
  routes: SERVICE_ROUTES,
  app: (_deps, table) => metaRoute(table),
});
