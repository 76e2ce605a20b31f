/** What a page adds to its `head` beyond title and description (catalogue pages). */
export type PageHeadExtras = {
  /** The page's one address (path and the query that changes its content). */
  canonical?: string;
  /** Open Graph picture. */
  image?: string | undefined;
  /** Open Graph type; `website` by default. */
  type?: 'website' | 'product';
};

/** The `head` of a page: `«title» | Vitrina`, its meta description, canonical URL and Open Graph. */
export function pageHead(title: string, description: string, extras: PageHeadExtras = {}) {
  const fullTitle = `${title} | Vitrina`;
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      ...(extras.canonical === undefined
        ? []
        : [
            { property: 'og:title', content: fullTitle },
            { property: 'og:description', content: description },
            { property: 'og:type', content: extras.type ?? 'website' },
            { property: 'og:url', content: extras.canonical },
            { property: 'og:site_name', content: 'Vitrina' },
            { property: 'og:locale', content: 'es_DO' },
            ...(extras.image === undefined
              ? []
              : [{ property: 'og:image', content: extras.image }]),
          ]),
    ],
    links: extras.canonical === undefined ? [] : [{ rel: 'canonical', href: extras.canonical }],
  };
}
