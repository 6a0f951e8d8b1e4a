import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import type { TSectionOf } from '../api/get-homepage';

/** The home page's search box: goes to /search?q= with what was typed. */
export function SearchBox({ section }: { section: TSectionOf<'searchBox'> }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) void navigate(paths.search.href({ q }));
  };
  return (
    <form className="home-search" role="search" aria-label={section.title} onSubmit={submit}>
      <input
        className="home-search__input"
        type="search"
        value={text}
        placeholder={section.data.placeholder}
        aria-label="搜索内容"
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      <button className="home-search__button" type="submit">
        搜索
      </button>
    </form>
  );
}
