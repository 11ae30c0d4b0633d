/*
 * The contract's side door for GraphQL's types, which walk every export of the contract as
 * one namespace to find its named objects. A namespace import of index.ts itself would make a
 * bundle build that namespace wherever index.ts is shared, and so load every schema (and zod)
 * in a function that uses the contract's plain data alone; this module is loaded only with
 * the code that imports it.
 */
export * from './index.js';
