import { useSearchParams } from 'react-router';

/**
 * The page's filters as URL parameters, and how to change them: empty values are removed, and
 * any change but the page number starts again from page 1.
 */
export function useFilterParams(): [
  URLSearchParams,
  (changes: Record<string, string | undefined>) => void,
] {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  return [params, update];
}
