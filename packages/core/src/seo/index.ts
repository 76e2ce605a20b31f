// @vitrina/core/seo: titles for search engines.

export { truncateTitle } from './truncate-title.js';
