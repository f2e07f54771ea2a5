/**
 * The API's route groups, each in its own folder (group.ts says what a group is). The route table
 * (../contract.ts) and the app (../index.ts) are built from this list: a new group is one line
 * here.
 */
import { playersGroup } from './players/index.ts';
import { playsGroup } from './plays/index.ts';
import { printGroup } from './print/index.ts';
import { puzzlesGroup } from './puzzles/index.ts';
import { serviceGroup } from './service/index.ts';
import { solvingGroup } from './solving/index.ts';
import { statsGroup } from './stats/index.ts';

/** In the order the OpenAPI document lists their routes. */
export const API_GROUPS = [
  puzzlesGroup,
  printGroup,
  solvingGroup,
  playersGroup,
  playsGroup,
  statsGroup,
  serviceGroup,
] as const;
