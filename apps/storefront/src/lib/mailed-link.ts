import { useNavigate, type SearchSchemaInput } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { pageHead } from './page-head';
import { textUpTo } from './search-params';

/** What a link the shop mailed carries: the shopper's e-mail and a token for them alone. */
export type MailedLinkSearch = { email?: string | undefined; token?: string | undefined };

const linkText = textUpTo(600);

/** The `validateSearch` of a page opened from a mailed link. */
export const mailedLinkSearch = (
  search: MailedLinkSearch & SearchSchemaInput,
): MailedLinkSearch => ({
  email: linkText(search.email),
  token: linkText(search.token),
});

/** The `head` of a page opened from a mailed link: its token must not leak through the Referer (C4). */
export function mailedLinkHead(title: string, description: string) {
  const { meta } = pageHead(title, description);
  return { meta: [...meta, { name: 'referrer', content: 'no-referrer' }] };
}

/**
 * The link read once with core's rules (`schema`), kept in memory only: the e-mail and token
 * leave the address bar and history (analytics) as soon as they are read (C4).
 */
export function useMailedLink<Parsed>(
  schema: { safeParse: (search: MailedLinkSearch) => Parsed },
  search: MailedLinkSearch,
): Parsed {
  const navigate = useNavigate();
  const [link] = useState(() => schema.safeParse(search));
  useEffect(() => {
    if (search.email === undefined && search.token === undefined) return;
    // The router writes it with history.replaceState, so its own location stays in step.
    void navigate({ to: '.', search: {}, replace: true });
  }, [search, navigate]);
  return link;
}
