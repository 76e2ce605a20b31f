/**
 * Roots of the query keys that belong to the signed-in person; logging out removes everything
 * under them (B6). The feature query factories build their keys on these roots.
 */
export const privateQueryRoots = {
  cart: ['cart'],
  customer: ['customer'],
  currentUser: ['current-user'],
} as const;
