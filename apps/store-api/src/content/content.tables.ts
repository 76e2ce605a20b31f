/** Tables of the content migration. Dates are WordPress's local ISO strings without zone. */
export interface ContentTables {
  pages: {
    id: number;
    slug: string;
    title: string;
    content: string;
    excerpt: string;
    menu_order: number;
    date: string;
    modified: string;
  };
  cashback_entries: {
    id: number;
    slug: string;
    title: string;
    bank: string;
    percentage: number;
    cap: number;
    valid_until: string;
    conditions: string;
    date: string;
    modified: string;
  };
}
