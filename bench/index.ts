/**
 * `npm run bench`: the benchmark driver. Prints markdown tables (solvers against the npm peers on
 * the public puzzle sets, then the generator per size and level) to stdout and progress to stderr.
 *
 *   npm run bench                   full run (a few minutes)
 *   npm run bench -- --quick        small samples, a smoke run of a few seconds
 *   npm run bench -- --only=solve   one section: solve | generate | big | algorithms | logic | arrow | killer | widget | costs | served | players | cold
 *   npm run bench -- --only=costs --kinds=killer   only the cost rows whose name holds "killer"
 */

import { arch, cpus, loadavg, platform } from 'node:os';
import { ENGINE_VERSION } from '../shared/index.ts';
import { runAlgorithmsBench } from './algorithms.ts';
import { runArrowBench } from './arrow.ts';
import { runBigBoardsBench } from './big-boards.ts';
import { runColdBench } from './cold.ts';
import { useCore } from './cores.ts';
import { runCostsBench } from './costs.ts';
import { runGenerateBench } from './generate.ts';
import { runKillerBench } from './killer.ts';
import { runLogicBench } from './logic.ts';
import { runPlayersBench } from './players.ts';
import { runServedBench } from './served.ts';
import { runSolveBench } from './solve.ts';
import { runWidgetBench } from './widget.ts';

const SECTIONS = [
  'solve',
  'generate',
  'big',
  'algorithms',
  'logic',
  'arrow',
  'killer',
  'widget',
  'costs',
  'served',
  'players',
  'cold',
] as const;
type Section = (typeof SECTIONS)[number];
const USAGE = `usage: npm run bench -- [--quick] [--only=${SECTIONS.join('|')}] [--kinds=TEXT]`;
const isSection = (name: string): name is Section => (SECTIONS as readonly string[]).includes(name);

function parseArgs(args: readonly string[]): {
  quick: boolean;
  only: Section | null;
  kinds: string | undefined;
} {
  let quick = false;
  let only: Section | null = null;
  let kinds: string | undefined;
  for (const arg of args) {
    if (arg === '--quick') quick = true;
    else if (arg.startsWith('--kinds=') && arg.length > 8) kinds = arg.slice(8);
    else if (arg.startsWith('--only=') && isSection(arg.slice(7))) only = arg.slice(7) as Section;
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else {
      console.error(`unknown argument ${JSON.stringify(arg)}\n${USAGE}`);
      process.exit(2);
    }
  }
  return { quick, only, kinds };
}

const { quick, only, kinds } = parseArgs(process.argv.slice(2));
const print = (text: string): void => console.log(text);
const started = performance.now();
const progress = (text: string): void => {
  const elapsed = ((performance.now() - started) / 1000).toFixed(1).padStart(6);
  process.stderr.write(`${elapsed} s ${text}\n`);
};

// Every section runs on the 9x9 core Node users get (the solver rows switch cores themselves).
useCore('wasm');
const cpu = cpus();
print('# Sudoku Break benchmarks');
print('');
print(
  [
    `- Node ${process.version} (${platform()} ${arch()}), ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}`,
    `- Run ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at start`,
    `- Engine ${ENGINE_VERSION}; ${quick ? 'quick run (--quick)' : 'full run'}; single thread per section; 9x9 search on WebAssembly unless a row says JS`,
  ].join('\n'),
);
const runs = (section: Section): boolean => only === null || only === section;
if (runs('solve')) {
  print('');
  runSolveBench({ quick, print, progress });
}
if (runs('generate')) {
  print('');
  await runGenerateBench({ quick, print, progress });
}
if (runs('big')) {
  print('');
  await runBigBoardsBench({ quick, print, progress });
}
if (runs('algorithms')) {
  print('');
  print(await runAlgorithmsBench({ quick, progress }));
}
if (runs('logic')) {
  print('');
  await runLogicBench({ quick });
}
if (runs('arrow')) {
  print('');
  print(runArrowBench({ quick }));
}
if (runs('killer')) {
  print('');
  print(runKillerBench({ quick }));
}
if (runs('widget')) {
  print('');
  print(await runWidgetBench({ quick, progress }));
}
if (runs('costs')) {
  print('');
  await runCostsBench({ quick, print, progress, kinds });
}
if (runs('served')) {
  print('');
  await runServedBench({ quick, print, progress });
}
if (runs('players')) {
  print('');
  runPlayersBench({ quick, print, progress });
}
if (runs('cold')) {
  print('');
  await runColdBench({ quick, print, progress });
}
print(`\n_Total benchmark time ${((performance.now() - started) / 1000).toFixed(1)} s._`);
