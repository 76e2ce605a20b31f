// @vitrina/core/errors: errors told apart by name, across copies of core.

export { hasErrorName } from './has-error-name.js';
