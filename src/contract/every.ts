/*
 * Every export of the contract as one namespace, for code that walks them all (the GraphQL
 * types find the contract's named objects here). A namespace import of index.ts itself would
 * make a bundle build that namespace wherever index.ts is shared, and so load every schema (and
 * zod) in a function that uses the contract's plain data alone; this module is only ever
 * loaded with the code that imports it.
 */
export * from './index.js';
