/** Stand-in for @docusaurus/router: tests choose the current path with setFakeLocation. */
let currentPathname = '/';

export function setFakeLocation(pathname: string): void {
  currentPathname = pathname;
}

export function useLocation(): { pathname: string; search: string; hash: string } {
  return { pathname: currentPathname, search: '', hash: '' };
}
