export { STORE_API_VERSION } from './constants/store.js';
