export { createStoreClient } from './create-store-client.js';
export type { StoreClient, StoreClientOptions } from './create-store-client.js';
export { createStoreHttp } from './http.js';
export type {
  CallOptions,
  Query,
  QueryValue,
  RequestAuth,
  StoreHttp,
  StoreHttpOptions,
  StoreRequest,
  StoreResponse,
  StoreRetryOptions,
  StoreSession,
} from './http.js';
export {
  isStoreApiError,
  isStoreClientError,
  isStoreNetworkError,
  isStoreResponseError,
  isStoreTimeoutError,
  isStoreUnavailable,
  StoreApiError,
  StoreNetworkError,
  StoreResponseError,
  StoreTimeoutError,
} from './errors.js';
export type { FailedRequest, HttpMethod, ResponseIssue, StoreClientError } from './errors.js';
export type { Page } from './pagination.js';
export { WpErrorSchema } from './errors.schemas.js';
export type { WpError } from './errors.schemas.js';
export {
  WcBillingSchema,
  WcMetaDataSchema,
  WcShippingSchema,
  WcAddressInputSchema,
} from './resources/shared.schemas.js';
export type {
  WcBilling,
  WcMetaData,
  WcShipping,
  WcAddressInput,
} from './resources/shared.schemas.js';
