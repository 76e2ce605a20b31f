// @vitrina/core/search: search words, queries and synonyms.

export { searchWords, skuKey } from './search-words.js';
export { readQuery, type QueryWord } from './search-query.js';
export { synonymGroupOf } from './synonyms.js';
