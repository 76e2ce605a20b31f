import { pageSettings } from '../app/page-settings';

/** What a page adds to its `head` beyond title and description (catalogue pages). */
export type PageHeadExtras = {
  /** The shop's public origin (`AppContext.siteUrl`): the URLs below are made absolute on it. */
  siteUrl: string;
  /** The page's one address (path and the query that changes its content). */
  canonical: string;
  /** Open Graph picture. */
  image?: string | undefined;
  /** Open Graph type; `website` by default. */
  type?: 'website' | 'product';
};

/**
 * The `head` of a page: `«title» | «the shop's name»`, its meta description and, given its
 * address, the absolute canonical URL and Open Graph (crawlers and link previews read them as
 * given).
 */
export function pageHead(title: string, description: string, extras?: PageHeadExtras) {
  const shopName = pageSettings().shop.name;
  const fullTitle = `${title} | ${shopName}`;
  const absolute = (path: string) => new URL(path, extras?.siteUrl).href;
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      ...(extras === undefined
        ? []
        : [
            { property: 'og:title', content: fullTitle },
            { property: 'og:description', content: description },
            { property: 'og:type', content: extras.type ?? 'website' },
            { property: 'og:url', content: absolute(extras.canonical) },
            { property: 'og:site_name', content: shopName },
            { property: 'og:locale', content: 'es_DO' },
            ...(extras.image === undefined
              ? []
              : [{ property: 'og:image', content: absolute(extras.image) }]),
          ]),
    ],
    links: extras === undefined ? [] : [{ rel: 'canonical', href: absolute(extras.canonical) }],
  };
}
