import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Icon } from '../../components/Icon';

/** The plain search input: Enter goes to /search?q= (spec §2 "Search", classic). */
export function ClassicSearch() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const currentQuery = params.get('q') ?? '';
  const [text, setText] = useState(currentQuery);
  const [lastQuery, setLastQuery] = useState(currentQuery);
  // Follow the address bar (e.g. back button on the results page) without an effect.
  if (currentQuery !== lastQuery) {
    setLastQuery(currentQuery);
    setText(currentQuery);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  return (
    <form role="search" onSubmit={onSubmit} className="relative w-full">
      <label htmlFor="site-search" className="sr-only">
        Ürün ara
      </label>
      <Icon
        name="fa-solid fa-magnifying-glass"
        className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-sm text-slate-400"
      />
      <input
        id="site-search"
        name="q"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Ürün adı, stok kodu veya barkod…"
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-full border border-slate-300 bg-slate-50 pr-4 pl-11 sm:pr-24 text-sm text-slate-900 transition focus:border-blue-600 focus:bg-white focus:ring-4 focus:ring-blue-100 focus:outline-none"
      />
      <button
        type="submit"
        className="theme-accent absolute top-1 right-1 bottom-1 hidden items-center rounded-full bg-amber-500 px-5 text-sm font-semibold text-slate-900 hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 sm:inline-flex"
      >
        Ara
      </button>
    </form>
  );
}
