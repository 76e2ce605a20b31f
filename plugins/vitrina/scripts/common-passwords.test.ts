import { COMMON_PASSWORDS_TXT, commonPasswordsText } from './common-passwords.js';
import { testDataIsCurrent } from './php-parity.js';

testDataIsCurrent(COMMON_PASSWORDS_TXT, commonPasswordsText);
