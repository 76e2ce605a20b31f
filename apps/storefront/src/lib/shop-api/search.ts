import { CentsSchema, StockStatusSchema, type ProductSummary } from '@vitrina/core';
import * as z from 'zod';

// `/api/buscar`: the shop's product search, the same in front of either store (issue 38). One
// answer feeds the header's suggestions and the results page.

/** The longest query read, as the results page's URL keeps it. */
export const SEARCH_TEXT_MAX = 200;
/** Products a page of results holds at most (a listing page's 24). */
export const SEARCH_PAGE_MAX = 24;

/** How results are ordered, as the listing's `orden`; absent is relevance. */
export const SearchSortSchema = z.enum(['precio-asc', 'precio-desc', 'recientes']);

const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/**
 * `GET /?q=…`: the words and the listing's own filters, sort and page, in the names its URL
 * uses (`listing-search.ts`); `por_pagina` is how many products a page holds.
 */
export const SearchRequestSchema = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_TEXT_MAX, { error: 'La búsqueda admite hasta 200 caracteres.' })
    .default(''),
  page: wholeNumber(1, 1000, 'Indica una página de 1 a 1000.').default(1),
  por_pagina: wholeNumber(1, SEARCH_PAGE_MAX, 'Indica de 1 a 24 productos por página.').default(
    SEARCH_PAGE_MAX,
  ),
  orden: SearchSortSchema.optional().catch(undefined),
  /** Brands' slugs, comma-separated (any of them). */
  marca: z
    .string()
    .regex(/^[a-z0-9-]+(?:,[a-z0-9-]+){0,19}$/, { error: 'Indica marcas válidas.' })
    .optional(),
  min: wholeNumber(0, 10_000_000, 'Indica un precio mínimo válido.').optional(),
  max: wholeNumber(0, 10_000_000, 'Indica un precio máximo válido.').optional(),
  existencia: z.literal('si').optional().catch(undefined),
  estrellas: z.literal('4').optional().catch(undefined),
  categoria: wholeNumber(1, 2_147_483_647, 'Indica una categoría válida.').optional(),
});
export type SearchFilters = z.output<typeof SearchRequestSchema>;

/** A product of the results as a product card shows it (core's `ProductSummary`). */
export const SearchProductSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  brand: z.string().optional(),
  brandSlug: z.string().optional(),
  image: z.object({ src: z.string(), alt: z.string() }).optional(),
  regularCents: CentsSchema,
  saleCents: CentsSchema.optional(),
  stockStatus: StockStatusSchema,
  categoryIds: z.array(z.number().int()),
  isService: z.boolean(),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  hasOptions: z.boolean().optional(),
  optionOnSale: z.boolean().optional(),
  rating: z
    .object({ average: z.number().min(0).max(5), count: z.number().int().min(0) })
    .optional(),
}) satisfies z.ZodType<ProductSummary>;

/** A category the results fall in, with how many of them. */
export const SearchCategorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  count: z.number().int().positive(),
});
export type SearchCategory = z.infer<typeof SearchCategorySchema>;

/**
 * The answer: a page of products in order, how many there are, the categories they fall in
 * (most first), and a query that would find products when this one finds none («Quizás
 * quisiste decir …»).
 */
export const SearchAnswerSchema = z.object({
  items: z.array(SearchProductSchema),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
  categories: z.array(SearchCategorySchema),
  correction: z.string().nullable(),
});
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;

/** A search as the pages ask for it: any of the request's fields, the rest as their defaults. */
export type SearchRequest = { [Field in keyof SearchFilters]?: SearchFilters[Field] | undefined };
