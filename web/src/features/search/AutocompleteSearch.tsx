import { ClassicSearch } from './ClassicSearch';

/**
 * The autocomplete dialog of spec §2 "Search" ('Stokta Olanlar', result list, side preview).
 * Until it is built the classic input stands in, so the header already switches on the flag.
 */
export function AutocompleteSearch() {
  return <ClassicSearch />;
}
