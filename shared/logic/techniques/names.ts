/**
 * The techniques' names, in English: each technique's `name`, and the English hints' names
 * (logic/explain/en.ts). A table of their own, so that the words of a language need nothing of
 * the techniques' code (the widget loads a language's hint sentences apart from the engine).
 */
import type { TechniqueId } from '../step.ts';

export const TECHNIQUE_NAMES: Readonly<Record<TechniqueId, string>> = {
  'full-house': 'Full house',
  'naked-single': 'Naked single',
  'hidden-single': 'Hidden single',
  'arrow-sum': 'Arrow sum',
  'cage-combination': 'Cage combinations',
  pointing: 'Pointing',
  claiming: 'Claiming',
  'cage-interaction': 'Cage/house interaction',
  'naked-pair': 'Naked pair',
  'hidden-pair': 'Hidden pair',
  'innies-outies': '45 rule (innies and outies)',
  'naked-triple': 'Naked triple',
  'hidden-triple': 'Hidden triple',
  'naked-quad': 'Naked quad',
  'hidden-quad': 'Hidden quad',
  'x-wing': 'X-Wing',
  skyscraper: 'Skyscraper',
  'two-string-kite': 'Two-string kite',
  swordfish: 'Swordfish',
  'xy-wing': 'XY-Wing',
  'xyz-wing': 'XYZ-Wing',
  'w-wing': 'W-Wing',
  'simple-colouring': 'Simple colouring',
  jellyfish: 'Jellyfish',
  'x-chain': 'X-chain',
  'xy-chain': 'XY-chain',
};
