// @vitrina/core/cashback: bank cashback offers.

export { activeCashback, cashbackReturn, type CashbackOffer } from './cashback.js';
export { readCashbackOffer } from './cashback-entry.js';
