/**
 * English explanations: a nudge that says where to look, and the full step with its reason.
 * Cells are "row 4, column 7" (cells that share a row or column together: "row 4, columns 2 and
 * 7"), houses "row 4", "column 7", "box 5". The `{slots}` are filled from the step (index.ts);
 * a sentence that would start with a cell starts with "The cell at" instead.
 */
import { TECHNIQUE_NAMES } from '../techniques/names.ts';
import type { Language } from './language.ts';

/**
 * The English names are the techniques' own (logic/techniques/names.ts, the table without the
 * techniques' code, so that these sentences load apart from the engine in the widget).
 */
export const NAMES_EN = TECHNIQUE_NAMES;

export const EN: Language = {
  names: NAMES_EN,
  kinds: { row: ['row', 'rows'], column: ['column', 'columns'], box: ['box', 'boxes'] },
  counts: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  and: 'and',
  or: 'or',
  serial: false,
  also: 'and',
  they: ['it sees', 'they see'],
  steps: {
    'full-house': [
      'Look at {h0}: only one cell is still empty.',
      '{h0} has one empty cell left ({c0}), and the only digit it is missing is {d0}. Place {d0} in {c0}.',
    ],
    'naked-single': [
      'Look at {c0}: which digits can still go there?',
      'Only {d0} is still possible in {c0}: every other digit is already in its row, column or box, or has been ruled out. Place {d0} in {c0}.',
    ],
    'hidden-single': [
      'Look at {h0}: where can {d0} go?',
      'In {h0}, {d0} can go only in {c0}: every other cell of the {k0} is filled or cannot hold {d0}. Place {d0} in {c0}.',
    ],
    pointing: [
      'Look at where {d0} can go in {h0}.',
      'In {h0}, {d0} can only go in {C}, {all} in {h1}. So the {d0} of {h1} must be one of these cells, and {E}.',
    ],
    claiming: [
      'Look at where {d0} can go in {h0}.',
      'In {h0}, {d0} can only go in {C}, {all} inside {h1}. So the {d0} of {h1} must be one of these cells, and {E}.',
    ],
    'naked-subset': [
      'Look at {C}: which digits can these cells hold?',
      'Between them, the cells at {C} can only hold {D}: {n} cells for {n} digits (a {name}). Those digits are used up there, so the rest of {h0} cannot have them: remove {R}.',
    ],
    'hidden-subset': [
      'Look at where {D} can go in {h0}.',
      'In {h0}, {D} fit only in {C}: {n} digits for {n} cells (a {name}). Those cells must hold exactly these digits, so remove their other candidates: {R}.',
    ],
    fish: [
      'Look at where {d0} can go in {B}.',
      'In {B}, {d0} can only go in {V} ({Name}). Each of these {N} {bk} puts its {d0} in one of these {N} {vk}, which uses up their {d0}s, so {E}.',
    ],
    skyscraper: [
      'Look at where {d0} can go in {h0} and {h1}.',
      'In {h0}, {d0} can only go in {c0} or {c1}; in {h1}, only in {c2} or {c3}. The cells at {c0} and {c2} share {h2}, so at most one of them is {d0}, and then {c1} or {c3} must be. So {E}, as {they} both.',
    ],
    'two-string-kite': [
      'Look at where {d0} can go in {h0} and {h1}.',
      'In {h0}, {d0} can only go in {c0} or {c1}; in {h1}, only in {c2} or {c3}. The cells at {c0} and {c2} are both in {h2}, so at most one of them is {d0}, and then {c1} or {c3} must be. So {E}.',
    ],
    'xy-wing': [
      'Look at {c0}: it can only be {d0} or {d1}.',
      'The cell at {c0} is {d0} or {d1}. If it is {d0}, then {c1} ({d0} or {d2}) is {d2}; if it is {d1}, then {c2} ({d1} or {d2}) is {d2}. Either way {c1} or {c2} is {d2}, so {E}, as {they} both.',
    ],
    'xyz-wing': [
      'Look at {c0}: it can only be {d0}, {d1} or {d2}.',
      'The cell at {c0} can only be {d0}, {d1} or {d2}; {c1} only {d0} or {d2}; and {c2} only {d1} or {d2}. If {c0} is not {d2}, one of the other two is. So one of the three cells is {d2}, and {E}, as {they} all three.',
    ],
    'w-wing': [
      'Look at {c0} and {c1}: both can only be {d0} or {d1}.',
      'The cells at {c0} and {c1} can each only be {d0} or {d1}. In {h0}, {d1} can only go in {c2} or {c3}, which see {c0} and {c1}. If neither were {d0}, both would be {d1} and {h0} would have no place left for {d1}. So one of them is {d0}, and {E}, as {they} both.',
    ],
    'simple-colouring': [
      'Look at the cells where {d0} fits only twice in a house, and how they link up.',
      'Join the cells where {d0} fits only twice in a house and colour them in turns: {on} {get} one colour, and {off} the other. One colour holds {d0} everywhere, the other nowhere. {why}',
    ],
    'x-chain': [
      'Follow {d0} through the houses where it fits only twice, starting at {c0}.',
      'Follow {d0} along a chain: {chain}. So {c0} or {L} is {d0}, and {E}, as {they} both.',
    ],
    'xy-chain': [
      'Follow the cells with two candidates from {c0}, each seeing the next.',
      '{chain}. So {c0} or {L} is {d0}, and {E}, as {they} both.',
    ],
    'arrow-circle': [
      'Look at the arrow from the circle at {c0}: what can its line add up to?',
      'The digits on the line ({line}) add up to at least {lo} and at most {hi}, and the circle at {c0} must equal their sum, so the circle must hold {hold}: remove {R}.',
    ],
    'arrow-line': [
      'Look at {c0} on the arrow from {c1}: how big can it be?',
      'The cell at {c0}{rest} must add up to the circle at {c1}, so with what the circle and the rest of the line can still hold, it must hold {hold}: remove {R}.',
    ],
    'cage-single': [
      'Look at the cage of {sum} at {c0}: it has one cell.',
      'The cage at {c0} is a single cell, so it holds its sum: {d0}. Place {d0} in {c0}.',
    ],
    'cage-last': [
      'Look at the cage of {sum} at {C}: only one of its cells is still empty.',
      'The cage at {C} adds up to {sum}, and its other cells already hold {p} in all, so the last one, {c0}, must be {sum} - {p} = {d0}. Place {d0} in {c0}.',
    ],
    'cage-one': [
      'Look at the cage of {sum} at {C}: which digits can add up to {sum} there?',
      'The {n} cells of the cage at {C} add up to {sum} without repeating a digit. With the candidates they still have, the only way is {ways}, so remove {R}.',
    ],
    'cage-some': [
      'Look at the cage of {sum} at {C}: which digits can add up to {sum} there?',
      'The {n} cells of the cage at {C} add up to {sum} without repeating a digit. With the candidates they still have, that can only be {ways}, one digit per cell, so remove {R}.',
    ],
    'cage-pointing': [
      'Look at the cage of {sum} at {A}: which digit must it hold, and where can it go?',
      'Every way the cage at {A} can add up to {sum} uses {d0}, and {where}. So the {d0} of {h0} is in the cage, and {E}.',
    ],
    'cage-claiming': [
      'Look at where {d0} can go in {h0}.',
      'In {h0}, {d0} can only go in {P}, {all} in the cage at {A}. So the cage holds {d0} there: {left}, and no other cell of the cage can be {d0}. So {E}.',
    ],
    innies: [
      'Use the 45 rule on {H}: what do the cells of the cages sticking out add up to?',
      '{H45}. The cages entirely inside add up to {cs}, so the other cells there ({S}) add up to {hs} - {cs} = {t}.{rest} {so}',
    ],
    outies: [
      'Use the 45 rule on {H}: what do the cages reaching in add up to outside?',
      '{H45}. The cages inside, entirely or partly, add up to {cs}, so their cells outside ({S}) add up to {cs} - {hs} = {t}.{rest} {so}',
    ],
    reveal: [
      'No technique in the library finds the next step here. Look at {c0}: it has the fewest candidates.',
      'No logical step from the library applies here, so here is one number: {c0} is {d0}.',
    ],
    solved: [
      'The board is complete.',
      'Every cell is filled and every entry is right: the puzzle is solved.',
    ],
  },
  phrases: {
    removal: '{D} from {C}',
    cannot: '{C} cannot be {D}',
    both: 'both',
    all: 'all',
    gets: 'gets',
    get: 'get',
    wrap: 'The cells at {c0} and {c1} have the same colour and see each other, so that colour cannot be {d0}: remove {R}.',
    trap: 'The cell at {T} sees both colours, so it cannot be {d0}.',
    traps: 'The cells at {T} see both colours, so they cannot be {d0}.',
    xFirst: 'if {a} is not {d0}, then {b} is ({h} has no other place for it)',
    xNext: 'so {a}, which sees it, is not, and {b} is ({h} has no other place for it)',
    xyFirst: 'if {a} is not {x}, it is {y}',
    xyNext: 'then {a} is not {x}, so it is {y}',
    together: ', together with {others},',
    lieIn: 'the only cell of the cage that can hold {d0}, {P}, lies in {h0}',
    lieInAll: 'the cells of the cage that can hold {d0} ({P}) all lie in {h0}',
    wayLeft: 'the only way left for it to add up to {sum} is {ways}',
    waysLeft: 'the ways left for it to add up to {sum} are {ways}',
    house45: '{H} holds each digit 1 to 9 once: 45 in all',
    houses45: 'Together, {H} hold each digit 1 to 9 {N} times: {hs} in all',
    placed45: ' The digits already placed among them make {p}, so {O} add up to {T}.',
    place45: 'So {c0} must be {d0}.',
    remove45:
      'With their candidates, and no digit repeated where cells see each other or share a cage, {E}.',
    span: 'a digit from {lo} to {hi}',
    entry: 'This entry does not match the solution: {list}.',
    entries: 'These entries do not match the solution: {list}.',
    notes: 'Your notes in {C} leave out the digit that belongs there.',
    wrong: 'Something on the board is not right. Check {row}.',
    wrongs: '{count} things on the board are not right. Check {row}.',
    fixIt: 'Fix it before going on.',
    fixThem: 'Fix them before going on.',
  },
};
