/** The `head` of a page: `«title» | Vitrina` and its meta description. */
export function pageHead(title: string, description: string) {
  return {
    meta: [{ title: `${title} | Vitrina` }, { name: 'description', content: description }],
  };
}
