/** The map pin's outline (a 24 × 32 drop with its point at the bottom middle). */
export const PIN_PATH =
  'M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z';
