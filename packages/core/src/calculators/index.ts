// @vitrina/core/calculators: BTU, financing, energy, installation.

export { BTU_MESSAGES, calculateBtu } from './btu.js';
export { FINANCING_MESSAGES, calculateFinancing, type FinancingInput } from './financing.js';
export { FINANCING_FROM_PLAN, instalmentFrom } from './instalment.js';
export { FINANCING_OFFERS, quoteOffers } from './financing-plans.js';
export { FinancingFormSchema } from './financing-form.js';
export { BtuFormSchema, type BtuRequest } from './btu-form.js';
export { monthlyEnergyCost, type EnergyEstimate } from './energy.js';
export { btuCapacityOf, seerOf } from './ac-attributes.js';
export { installationFor } from './installation-match.js';
