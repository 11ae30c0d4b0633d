import type { MoveView } from '../contract/index.js';
import { MoveSchema } from '../contract/index.js';
import { objectFromZod } from './from-zod.js';

/** One entry of a game's move log, generated from the contract's Move. */
export const MoveRef = objectFromZod<MoveView>('Move', MoveSchema);
