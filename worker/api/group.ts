/**
 * What a route group is: its entries in the route table and the Hono app that serves them, built
 * from the app's dependencies. A group lives in one folder, api/<group>/ (its contract entries,
 * schemas and handlers, with an index.ts declaring the group), so that adding an endpoint touches
 * that folder only; adding a group is one line in groups.ts.
 */
import type { Schema } from 'hono';
import type { HonoBase } from 'hono/hono-base';
import type { AppEnv } from '../env.ts';
import type { RouteTable } from '../http/route-spec.ts';
import type { Deps } from '../options.ts';

export interface ApiGroup<R extends RouteTable = RouteTable, S extends Schema = Schema> {
  /** The group's routes, in the order the OpenAPI document lists them. */
  readonly routes: R;
  /**
   * The group's app, mounted at the root of the API's. `table` is the whole API's route table,
   * for the routes that describe the API (the service group's document and docs page).
   */
  readonly app: (deps: Deps, table: RouteTable) => HonoBase<AppEnv, S, '/', string>;
}

/** Declares a group, keeping the literal types of its routes and of its app (the RPC client's). */
export const apiGroup = <R extends RouteTable, S extends Schema>(
  group: ApiGroup<R, S>,
): ApiGroup<R, S> => group;
