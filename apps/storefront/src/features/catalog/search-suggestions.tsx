import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { productHref } from '@vitrina/core';
import { SearchCombobox } from '@vitrina/ui/search-combobox';
import { useEffect, useMemo, useState } from 'react';
import { priceText } from '../../lib/product-price';
import { useShopNavigation } from '../../lib/shop-link';
import { tabQueryClient } from '../../lib/tab-query-client';
import type { ShopSearch } from '../../lib/shop-search';
import { createSafeStorage } from '../../lib/storage';
import { searchQueryOptions } from './catalog.queries';
import { listingHref } from './listing-search';

const RECENT_KEY = 'vitrina:busquedas-recientes';
const RECENT_MAX = 5;
const DEBOUNCE_MS = 250;
const MIN_LENGTH = 2;
/** Products the suggestions show. */
const SUGGESTED = 6;

const recentStorage = createSafeStorage(() => window.localStorage);

function readRecent(): string[] {
  try {
    const parsed: unknown = JSON.parse(recentStorage.get(RECENT_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is string => typeof entry === 'string').slice(0, RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}

function remember(text: string): void {
  const next = [text, ...readRecent().filter((entry) => entry !== text)].slice(0, RECENT_MAX);
  recentStorage.set(RECENT_KEY, JSON.stringify(next));
}

function useDebounced(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

type SearchSuggestionsProps = { search: ShopSearch; initialText: string };

/**
 * The header's search with suggestions: recent searches (this browser) on focus, then the
 * shop's search for the text (one call, debounced): the categories the products fall in, the
 * products, or «Quizás quisiste decir …» when none matched. Enter searches on /resultados; a
 * category searches within it; a product goes to its page. Loaded when the header's search
 * field first gets focus.
 */
export function SearchSuggestions(props: SearchSuggestionsProps) {
  // The header is an island on a catalogue page, where no app runs (decision 022): the widget
  // brings the tab's query client.
  return (
    <QueryClientProvider client={tabQueryClient()}>
      <SearchCombo {...props} />
    </QueryClientProvider>
  );
}

function SearchCombo({ search: shopSearch, initialText }: SearchSuggestionsProps) {
  const { navigate } = useShopNavigation();
  const [text, setText] = useState(initialText);
  const [recent, setRecent] = useState(readRecent);
  const query = useDebounced(text.trim());
  const { data, isFetching } = useQuery({
    ...searchQueryOptions(shopSearch, { q: query, por_pagina: SUGGESTED }),
    enabled: query.length >= MIN_LENGTH,
    placeholderData: (previous) => previous,
  });
  const groups = useMemo(() => {
    const answer = query.length >= MIN_LENGTH ? data : undefined;
    const products = answer?.items ?? [];
    const correction = products.length === 0 ? (answer?.correction ?? null) : null;
    return [
      {
        id: 'recientes',
        title: 'Búsquedas recientes',
        options: recent
          .filter((entry) =>
            entry.toLocaleLowerCase('es-DO').includes(text.trim().toLocaleLowerCase('es-DO')),
          )
          .map((entry) => ({ id: `q:${entry}`, label: entry })),
      },
      {
        id: 'correccion',
        title: 'Sin resultados',
        options:
          correction === null
            ? []
            : [{ id: `k:${correction}`, label: `Quizás quisiste decir «${correction}»` }],
      },
      {
        id: 'categorias',
        title: 'Categorías',
        options: (answer?.categories ?? []).map((category) => ({
          id: `c:${String(category.id)}`,
          label: category.name,
          detail: category.count === 1 ? '1 producto' : `${String(category.count)} productos`,
        })),
      },
      {
        id: 'productos',
        title: 'Productos',
        options: products.map((product) => ({
          id: `p:${product.slug}:${product.isService ? 's' : 'g'}`,
          label: product.name,
          detail: [product.brand, priceText(product)].filter(Boolean).join(' · '),
        })),
      },
    ];
  }, [recent, data, query, text]);
  const search = (raw: string) => {
    const q = raw.trim();
    if (q === '') return;
    remember(q);
    setRecent(readRecent());
    navigate(listingHref('/resultados', { q }));
  };
  return (
    <SearchCombobox
      label="Buscar productos"
      placeholder="Buscar aires, televisores, estufas…"
      name="q"
      inputValue={text}
      onInputChange={setText}
      groups={groups}
      isLoading={isFetching}
      autoFocus
      onSubmit={search}
      onAction={(id) => {
        // A recent search, or the correction: searched as typed.
        if (id.startsWith('q:') || id.startsWith('k:')) {
          setText(id.slice(2));
          search(id.slice(2));
          return;
        }
        if (id.startsWith('c:')) {
          const q = text.trim();
          remember(q);
          navigate(listingHref('/resultados', { q, categoria: Number(id.slice(2)) }));
          return;
        }
        const [, slug = '', kind] = id.split(':');
        if (text.trim() !== '') remember(text.trim());
        navigate(productHref({ slug, isService: kind === 's' }));
      }}
    />
  );
}
