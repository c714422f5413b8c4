import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  choiceOnScreen,
  facetClickUrl,
  facetLinkUrl,
  isChosen,
  withSort,
  type FacetClick,
} from '@shop/shared/catalog-url';
import { useLocation, useNavigate } from '@shop/shared/router';
import type { FilterEntry } from '../filter-entry';

/** A change of the list the shopper asked for: a value ticked or not, a range set (null: open), the sort. */
type FilterIntent = FacetClick | { kind: 'sort'; value: string };

type ValueIntent = Extract<FilterIntent, { kind: 'value' }>;
type SortIntent = Extract<FilterIntent, { kind: 'sort' }>;

/** `/a/b?c=d` as its path and its search. */
function splitAddress(address: string): [string, string] {
  const at = address.indexOf('?');
  return at === -1 ? [address, ''] : [address.slice(0, at), address.slice(at)];
}

/** What the page shows, as last committed to the screen. */
interface OnScreen {
  shown: string;
  entries: readonly FilterEntry[];
  /** `entries` are the counts of `shown` (not the previous address's, kept while its own load). */
  current: boolean;
}

/** The changes on their way: the addresses they opened, and those still to open. */
interface Pending {
  /** Changes not yet opened, in the order they were made. */
  intents: FilterIntent[];
  /** The addresses opened for them, oldest first, after the one shown when the first went out. */
  opened: string[];
  /** The address shown when the first of them went out. */
  from: string | null;
}

/**
 * The address a change leads to, built on `base` (the address the last change opened, else the
 * one shown): from it and the facets on screen when they can tell it, else by the facets' own
 * links (only when they are `base`'s own). Undefined: it must wait for `base`'s facets; null:
 * nothing to do.
 */
function addressOf(
  intent: FilterIntent,
  base: string,
  screen: OnScreen,
  facetsOfBase: boolean,
): string | null | undefined {
  const [pathname, search] = splitAddress(base);
  if (intent.kind === 'sort') return withSort(pathname, search, intent.value);
  const onScreen = choiceOnScreen(pathname, search, screen.entries);
  if (onScreen) return facetClickUrl(intent, screen.entries, onScreen, search);
  return facetsOfBase ? facetLinkUrl(intent, screen.entries, search) : undefined;
}

export interface FilterIntents {
  /** Makes a change: opens its address at once (after the changes made before it). */
  apply: (intent: FilterIntent) => void;
  /** How a value should look ticked, if its change is not on screen yet. */
  wanted: (id: string) => boolean | undefined;
  /** The sort chosen, if it is not on screen yet. */
  wantedSort: string | undefined;
}

/**
 * The shopper's changes of a catalogue list (filters, sort). A change's address is computed
 * with the shared URL rules from the address the change before it opened (else the one shown)
 * and the facets on screen, which need not be that address's: a change made while the one before
 * is still loading goes out at once and keeps both. The addresses opened are tracked here, not
 * read back from the router: while a new address loads, React may render a click against the
 * one last committed. Only when the facets cannot tell the address (another category's panel
 * still on screen, or a value of an option the panel does not show) does a change wait for the
 * facets of its address and go out by their own links.
 */
export function useFilterIntents(entries: readonly FilterEntry[], current: boolean): FilterIntents {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const shown = `${pathname}${search}`;
  const screen = useRef<OnScreen>({ shown, entries, current });
  const pending = useRef<Pending>({ intents: [], opened: [], from: null });
  /** Every change made since the facets on screen were last their address's: how the panel should look. */
  const [made, setMade] = useState<FilterIntent[]>([]);

  /** Opens what can go now, each change built on the address the one before opened. */
  const send = useCallback(() => {
    const now = pending.current;
    while (now.intents.length > 0) {
      const base = now.opened.at(-1) ?? screen.current.shown;
      const facetsOfBase = now.opened.length === 0 && screen.current.current;
      const url = addressOf(now.intents[0] as FilterIntent, base, screen.current, facetsOfBase);
      if (url === undefined) return;
      now.intents.shift();
      if (url === null || url === base) continue;
      now.from ??= screen.current.shown;
      now.opened.push(url);
      navigate(url);
    }
  }, [navigate]);

  // What the screen shows once committed: a change arrived, the shopper went elsewhere, or the
  // facets of the address came (then they say how the panel looks).
  useLayoutEffect(() => {
    screen.current = { shown, entries, current };
    const now = pending.current;
    const at = now.opened.indexOf(shown);
    if (at === now.opened.length - 1) now.opened = [];
    else if (at !== -1) now.opened.splice(0, at);
    else if (now.opened.length > 0 && shown !== now.from) now.opened = [];
    if (now.opened.length === 0) now.from = null;
    send();
    if (current && now.opened.length === 0 && now.intents.length === 0)
      setMade((list) => (list.length > 0 ? [] : list));
  }, [shown, entries, current, send]);

  const apply = useCallback(
    (intent: FilterIntent) => {
      pending.current.intents.push(intent);
      setMade((list) => [...list, intent]);
      send();
    },
    [send],
  );
  const facetsShown = current && made.length === 0;
  const onScreen = useMemo(() => choiceOnScreen(pathname, search, entries), [pathname, search, entries]);
  const wanted = useCallback(
    (id: string) => {
      const change = made.findLast((intent): intent is ValueIntent => intent.kind === 'value' && intent.id === id);
      if (change) return change.checked;
      // The address shown says what is chosen before its own counts come.
      if (facetsShown || current || !onScreen) return undefined;
      const entry = entries.find((item) => item._id === id);
      return entry?.name ? isChosen(onScreen.choice, entry.optionColName, entry.name) : undefined;
    },
    [made, facetsShown, current, onScreen, entries],
  );
  const wantedSort = made.findLast((intent): intent is SortIntent => intent.kind === 'sort')?.value;
  return { apply, wanted, wantedSort };
}
