// @vitrina/core/storage: browser storage keys.

export { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from './storage-keys.js';
