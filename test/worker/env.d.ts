// Types for `cloudflare:workers` (`env`, `exports`) inside the Workers-runtime tests.
import type { Env as WorkerEnv } from '../../worker/env.ts';

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {}
    interface GlobalProps {
      mainModule: typeof import('../../worker/main.ts');
    }
  }
}
