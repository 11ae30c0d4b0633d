/*
 * Compile-time checks that a type written out by hand (a union of object shapes) agrees with
 * the vocabulary array it belongs to. Not part of the public surface: index.ts does not
 * re-export this module.
 */

/** `true` when the unions `A` and `B` hold exactly the same members. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Compiles only when `T` is `true`: `type _ = Assert<Same<X, Y>>`. */
export type Assert<T extends true> = T;
