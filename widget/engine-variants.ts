/**
 * The widget's door to the variants' puzzle making: Arrow's and Killer's draws, in a chunk of
 * their own that a page loads only when it makes a variant puzzle itself (the API off or away).
 * The classic draw and the generation loop stay in the engine's deferred part, so a classic game
 * never loads these. Checking, drawing and hinting a variant puzzle need none of it.
 */
export { VARIANT_DRAWS } from '../shared/generate/make.ts';
