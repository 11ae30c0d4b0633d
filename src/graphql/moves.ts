import { MoveSchema } from '../contract/views.js';
import type { MoveView } from '../service/index.js';
import { objectFromZod } from './from-zod.js';

/** One entry of a game's move log, generated from the contract's Move. */
export const MoveRef = objectFromZod<MoveView>('Move', MoveSchema);
