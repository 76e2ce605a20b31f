import type { Generated } from 'kysely';

/** Tables of the cart migrations. */
export interface CartTables {
  carts: { cart_key: string; user_id: number | null; created_at: number; updated_at: number };
  cart_items: {
    cart_key: string;
    item_key: string;
    product_id: number;
    quantity: number;
    added_at: number;
    /** JSON object of strings; `{}` for a line without item data. */
    item_data: Generated<string>;
  };
}
