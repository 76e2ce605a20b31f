/** «Carrito, 1 artículo» / «Carrito, 3 artículos»: the cart button's accessible name. */
export function defaultCartLabel(count: number): string {
  return `Carrito, ${count} ${count === 1 ? 'artículo' : 'artículos'}`;
}
