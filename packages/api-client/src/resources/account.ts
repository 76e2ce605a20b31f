import { StoreApiError } from '../errors.js';
import type { CallOptions, StoreHttp } from '../http.js';
import {
  AccountMessageSchema,
  AccountTokenSchema,
  ChangePasswordInputSchema,
  CurrentUserAnswerSchema,
  LoginInputSchema,
  RegisterInputSchema,
  ResetPasswordWithTokenInputSchema,
  VerifyEmailInputSchema,
  type AccountMessage,
  type AccountToken,
  type ChangePasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordWithTokenInput,
  type VerifyEmailInput,
} from './account.schemas.js';

export {
  AccountMessageSchema,
  AccountTokenSchema,
  ChangePasswordInputSchema,
  CurrentUserAnswerSchema,
  CurrentUserSchema,
  LoginInputSchema,
  RegisterInputSchema,
  ResetPasswordWithTokenInputSchema,
  VerifyEmailInputSchema,
} from './account.schemas.js';
export type {
  AccountMessage,
  AccountToken,
  ChangePasswordInput,
  CurrentUser,
  LoginInput,
  RegisterInput,
  ResetPasswordWithTokenInput,
  VerifyEmailInput,
} from './account.schemas.js';
export type { CallOptions, StoreHttp } from '../http.js';

const BASE = 'wp-json/api/v1';

/** The signed-in user as the account API identifies it. */
export interface AccountUser {
  /** The WordPress user id, which is also the WooCommerce customer id. */
  id: number;
  email: string | undefined;
}

/**
 * The JWT account API (`api/v1`). The client never stores the token: `login` and `register`
 * answer it and the caller keeps it where `getToken` will find it.
 */
export interface AccountApi {
  /** Signs in; a 400 carries the server's message to show as is. */
  login(input: LoginInput): Promise<AccountToken>;
  /** Creates an account with the spec's registration payload and signs in. */
  register(input: RegisterInput): Promise<AccountToken>;
  /** The user behind the current token; an invalid token is a 403 `jwt_auth_invalid_token`. */
  currentUser(options?: CallOptions): Promise<AccountUser>;
  /** Asks for a password-reset e-mail; the answer is the same whether the account exists or not (B2). */
  resetPassword(email: string): Promise<AccountMessage>;
  /** Sets a new password with the e-mail and token of the reset link. */
  resetPasswordWithToken(input: ResetPasswordWithTokenInput): Promise<AccountMessage>;
  /**
   * Changes the signed-in customer's password (the customer is the token's). A wrong current
   * password is a 400 `incorrect_password` naming `current_password` in `data.params`, and counts
   * as a failed login (429 past the limit). On success every token of the customer ends, the
   * current one too (B6): the caller forgets its copy and signs in again with the new password.
   */
  changePassword(input: ChangePasswordInput): Promise<AccountMessage>;
  /** Confirms an e-mail address with the e-mail and token of the verification link. */
  verifyEmail(input: VerifyEmailInput): Promise<AccountMessage>;
  /**
   * Opens the «¿Eres tú?» link (e-mail and token, the verification link's shape) that the store
   * mails when a right password reaches an account under attack from a new address: that address
   * becomes the owner's, who then signs in from it (B1).
   */
  confirmAddress(input: VerifyEmailInput): Promise<AccountMessage>;
  /** Ends every token of the signed-in user on the server (B6); the caller forgets its copy. */
  logout(): Promise<AccountMessage>;
}

/** Creates the account resource on a transport from `createStoreHttp`. */
export function createAccountApi(http: StoreHttp): AccountApi {
  return {
    async login(input) {
      const { data } = await http.request({
        method: 'POST',
        path: `${BASE}/login`,
        json: LoginInputSchema.parse(input),
        schema: AccountTokenSchema,
      });
      return data;
    },
    async register(input) {
      const { data } = await http.request({
        method: 'POST',
        path: `${BASE}/users`,
        json: RegisterInputSchema.parse(input),
        schema: AccountTokenSchema,
      });
      return data;
    },
    async currentUser(options) {
      const path = `${BASE}/users`;
      const { data, status } = await http.request({
        method: 'GET',
        path,
        auth: 'bearer',
        schema: CurrentUserAnswerSchema,
        signal: options?.signal,
      });
      // Spec §8: the account plugin may report a dead token in the body of a 2xx.
      if (data.kind === 'invalid_token') {
        throw new StoreApiError({
          request: { method: 'GET', path },
          status,
          code: data.refusal.code,
          message: data.refusal.message ?? data.refusal.code,
          data: undefined,
          retryAfter: undefined,
        });
      }
      const user = data.user.results.userData.data;
      return { id: user.ID, email: user.user_email };
    },
    async resetPassword(email) {
      const { data } = await http.request({
        method: 'POST',
        path: `${BASE}/reset-password`,
        json: { email },
        schema: AccountMessageSchema,
      });
      return data;
    },
    async resetPasswordWithToken(input) {
      const { email, token, password } = ResetPasswordWithTokenInputSchema.parse(input);
      const { data } = await http.request({
        method: 'POST',
        path: `${BASE}/reset-password-token`,
        query: { email, token },
        json: { password },
        schema: AccountMessageSchema,
      });
      return data;
    },
    async changePassword(input) {
      const { data } = await http.request({
        method: 'POST',
        path: `${BASE}/change-password`,
        auth: 'bearer',
        json: ChangePasswordInputSchema.parse(input),
        schema: AccountMessageSchema,
      });
      return data;
    },
    async verifyEmail(input) {
      const { email, token } = VerifyEmailInputSchema.parse(input);
      const { data } = await http.request({
        method: 'POST',
        path: `${BASE}/verify-email`,
        json: { email, token },
        schema: AccountMessageSchema,
      });
      return data;
    },
    async confirmAddress(input) {
      const { email, token } = VerifyEmailInputSchema.parse(input);
      const { data } = await http.request({
        method: 'POST',
        path: `${BASE}/confirm-address`,
        json: { email, token },
        schema: AccountMessageSchema,
      });
      return data;
    },
    async logout() {
      const { data } = await http.request({
        method: 'POST',
        path: `${BASE}/logout`,
        auth: 'bearer',
        schema: AccountMessageSchema,
      });
      return data;
    },
  };
}
