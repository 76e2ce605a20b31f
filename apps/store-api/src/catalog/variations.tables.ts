/** The table of the variations migration: which term of each attribute a variation is. */
export interface VariationTables {
  variation_attribute_values: { variation_id: number; attribute_id: number; term_id: number };
}
