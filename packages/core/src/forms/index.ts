// @vitrina/core/forms: every field's rule, length and message; the account and contact forms.

export {
  CONTROL_CHARACTERS_MESSAGE,
  INVALID_VALUE_MESSAGE,
  optionalField,
  optionalText,
} from './text.js';
export {
  CompanySchema,
  EMAIL_MAX_LENGTH,
  EmailSchema,
  FIELD_LENGTHS,
  FIELD_MESSAGES,
  FIELD_PATTERNS,
  FirstNameSchema,
  LastNameSchema,
  OptionalCedulaSchema,
  OptionalPassportSchema,
  OptionalPhoneSchema,
  OptionalRncSchema,
  TradeNameSchema,
} from './fields.js';
export { commonPasswordList } from './common-passwords.js';
export { MAILBOX_RULES, mailboxKey } from './mailbox.js';
export {
  ADDRESS_CONFIRMATION,
  AddressConfirmationSchema,
  heldSignInMessage,
  type AddressConfirmation,
} from './address-confirmation.js';
export {
  CURRENT_PASSWORD_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './password-policy.js';
export { PASSWORD_MESSAGES } from './password.js';
export {
  ChangePasswordSchema,
  ProfileUpdateSchema,
  RESET_LINK_MESSAGE,
  ResetPasswordQuerySchema,
  ResetPasswordRequestSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  type RegistrationPayload,
  type ResetPasswordQuery,
  type SignIn,
} from './account.js';
export {
  ADDRESS_MESSAGES,
  AddressLineSchema,
  CheckoutBillingAddressFormSchema,
  CheckoutShippingAddressFormSchema,
  CitySchema,
  CountrySchema,
  CustomerAddressFormSchema,
  LatitudeSchema,
  LongitudeSchema,
  PostcodeSchema,
  ProvinceSchema,
  ReferenceSchema,
  SectorSchema,
  type CheckoutBillingAddressForm,
  type CheckoutShippingAddressForm,
  type CustomerAddressForm,
} from './address.js';
export {
  CONTACT_LENGTHS,
  CONTACT_LIMIT,
  CONTACT_MESSAGES,
  CONTACT_SUBJECTS,
  ContactMessageSchema,
  contactWaitMessage,
  type ContactMessage,
} from './contact.js';
export { CHECKOUT_MESSAGES, CheckoutContactSchema } from './checkout-contact.js';
