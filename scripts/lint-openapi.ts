/**
 * npm run lint:openapi: lints the OpenAPI document the Worker serves (built here from the same
 * route table and schemas) with Redocly CLI under redocly.yaml: the recommended rules, warnings
 * as errors. Extra arguments go to `redocly lint` (e.g. --format=json).
 */
import { openApiDocument } from '../worker/contract.ts';
import { redoclyLint } from './redocly-lint.ts';

process.exitCode = redoclyLint(openApiDocument(), process.argv.slice(2), 'inherit').status ?? 1;
