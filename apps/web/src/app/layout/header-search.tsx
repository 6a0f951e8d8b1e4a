import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import { isSearchable } from '../../features/search/search-query';

/** A magnifier: the search button's icon. */
function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m16.5 16.5 4.5 4.5" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * The header's search box on every page: goes to /search?q=… (plain markup, no antd: the
 * header is in every page's first bundle). On /search it starts from the page's query.
 */
export function HeaderSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const current =
    location.pathname === paths.search.pattern
      ? (new URLSearchParams(location.search).get('q') ?? '')
      : '';
  const [value, setValue] = useState(current);
  const [shown, setShown] = useState(current);
  // A new query in the address (another search, back/forward) replaces what the box shows.
  if (shown !== current) {
    setShown(current);
    setValue(current);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSearchable(value)) void navigate(paths.search.href({ q: value }));
  };
  return (
    <form className="header-search" role="search" aria-label="全站搜索" onSubmit={submit}>
      <input
        className="header-search__input"
        type="search"
        aria-label="搜索关键词"
        placeholder="搜索法规、题目、课程…"
        maxLength={50}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button className="header-search__button" type="submit" aria-label="搜索">
        <SearchIcon />
      </button>
    </form>
  );
}
