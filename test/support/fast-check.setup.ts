/**
 * Every property run reproducible (vitest.config.ts runs this before each test file of the node
 * and worker projects).
 *
 * fast-check draws a fresh seed for each `fc.assert`, so every CI run tries new cases; when a
 * property fails, its report starts with the seed and the path to the smallest counterexample:
 *
 *   Property failed after 35 tests
 *   { seed: 604292706, path: "34:4:79:79", endOnFailure: true }
 *   Counterexample: [...]
 *
 * Replay that run exactly by giving the seed back, for that one test (the path goes straight to
 * the counterexample, without shrinking again):
 *
 *   FC_SEED=604292706 FC_PATH=34:4:79:79 npx vitest run test/engine/hostile-input.test.ts -t 'name'
 *
 * FC_SEED alone runs every property with that seed and replays the failing run from its start,
 * so a failure that depends on what earlier runs left behind (a cache) comes back too; FC_PATH
 * skips to the counterexample, and belongs to the one property that printed it (hence -t).
 *
 * To hunt for more: FC_RUNS=20 multiplies the runs of every property counted with `runs(n)`
 * (property.ts; give the tests the time that takes), and a loop over seeds tries other cases:
 *
 *   FC_RUNS=20 npx vitest run test/engine/hostile-input.test.ts --testTimeout=3600000
 *   for s in 1 2 3 4 5 6 7 8; do FC_SEED=$s npx vitest run test/engine/hostile-input.test.ts || break; done
 *
 * A counterexample is a bug to fix. Then keep it as a fixed case (an `examples` entry of that
 * fc.assert, or a plain `it`) so that it runs on every CI run, not only when a seed finds it.
 */
import fc from 'fast-check';
import { inject } from 'vitest';
import './property.ts';

const { seed, path } = inject('fastCheck');
// fast-check's types leave `path` out of the global settings (it belongs to one property), but it
// merges them into every property's all the same: with -t, into the one that printed it.
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed, ...({ path } as object) });
