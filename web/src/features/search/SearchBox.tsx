import { AutocompleteSearch } from './AutocompleteSearch';
import { ClassicSearch } from './ClassicSearch';

/** The header search: the autocomplete dialog when /application says autoComplete, else classic (spec §2). */
export function SearchBox({ autoComplete }: { autoComplete: boolean }) {
  return autoComplete ? <AutocompleteSearch /> : <ClassicSearch />;
}
