// Types for `cloudflare:workers` (`env`, `exports`) inside the Workers-runtime tests.
import type { D1Migration } from 'cloudflare:test';
import type { Env as WorkerEnv } from '../../worker/env.ts';

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      /** migrations/*.sql, read by vitest.config.ts, applied by setup.ts. */
      TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      mainModule: typeof import('../../worker/main.ts');
    }
  }
}
