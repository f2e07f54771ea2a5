/**
 * What every board but a classic 9x9 one needs beyond a classic game, one chunk a classic game
 * never loads: the engine's general search core (every other size, and 9x9 with arrows or
 * cages), Arrow's and Killer's rules (search/rules.ts) and their look (the arrows, the cages and
 * the cage combinations panel). services/deferred.ts `loadBoard` loads it before such a board is
 * shown or searched, and hands the engine's parts to their slots (search/). One chunk rather
 * than three: each more entry point splits the modules the UI shares with it into more, smaller
 * chunks, which a classic game pays for; a 4x4 or a 16x16 game loads the variants' parts unused
 * (docs/performance.md).
 */
export { searchGeneral } from '../shared/solve/general.ts';
export { renderArrows } from './components/arrows.ts';
export { renderCages, renderCombos } from './components/cages.ts';
export { RULES } from './search/rules.ts';
