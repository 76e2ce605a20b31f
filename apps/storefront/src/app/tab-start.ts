import { createToastQueue } from '@vitrina/ui/toast';
import { messages } from '../copy/messages';
import { onCartExpired, tabSession, tabStore } from '../lib/tab';
import { tabQueryClient } from '../lib/tab-query-client';

/**
 * What the shopper's side of a page runs on in this tab, the app's and the catalogue islands'
 * alike: the query client the session clears on sign-out, the session, the toasts and the store,
 * and a toast when the store let the cart expire.
 */
export function startTab() {
  const queryClient = tabQueryClient();
  const session = tabSession();
  session.attachQueryClient(queryClient);
  const toasts = createToastQueue();
  const store = tabStore();
  onCartExpired(() => toasts.add({ status: 'info', message: messages.cartExpired }));
  return { queryClient, session, toasts, store };
}
