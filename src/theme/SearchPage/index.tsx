import React, { useEffect, type ReactNode } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import SearchPage from '@theme-original/SearchPage';

/**
 * The search box's "See all results" link points to `/search/?q=…`. This
 * site has no trailing slashes, and static servers that enforce that
 * (including `docusaurus serve`) redirect `/search/` to `/search` and drop
 * the query, so a reload would lose the search. Replacing the address with
 * the slash-free form keeps reloads and shared links working.
 */
export default function SearchPageWrapper(props: Record<string, unknown>): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const hasTrailingSlash = location.pathname.length > 1 && location.pathname.endsWith('/');

  useEffect(() => {
    if (hasTrailingSlash) {
      history.replace({ ...location, pathname: location.pathname.replace(/\/+$/, '') });
    }
  }, [hasTrailingSlash, history, location]);

  return <SearchPage {...props} />;
}
