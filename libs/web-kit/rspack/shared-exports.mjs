// The parts of react-router the frontends may use: its whole declarative API. The shell owns a
// <BrowserRouter> (declarative mode), so this is everything a remote can use under it: the data-router
// APIs (loaders, actions, fetchers, useBlocker, RouterProvider) need a data router and throw under a
// BrowserRouter, and server rendering never runs in a browser.
//
// react-router is a shared singleton, and shared modules are normally bundled whole: about 60 KB gzip
// for react-router 7. Production builds share it tree-shaken to these exports instead (about 15 KB
// gzip; decision 0041). The copy on a page is the one the shell loaded first, so:
// - every frontend on a page must be a production build made with this list (a remote's dev server
//   runs with the shell's dev server, not inside a production shell);
// - a frontend that imports anything else from 'react-router' or 'react-router-dom' fails the web-kit
//   test `shared-exports.test.ts`; an export added here needs the shell rebuilt with it.
export const ROUTER_EXPORTS = [
  // routers and route elements
  'BrowserRouter',
  'HashRouter',
  'MemoryRouter',
  'Router',
  'Routes',
  'Route',
  'Navigate',
  'Outlet',
  'Link',
  'NavLink',
  // hooks
  'useBeforeUnload',
  'useHref',
  'useInRouterContext',
  'useLinkClickHandler',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useNavigationType',
  'useOutlet',
  'useOutletContext',
  'useParams',
  'useResolvedPath',
  'useRoutes',
  'useSearchParams',
  // utilities
  'NavigationType',
  'createPath',
  'createRoutesFromChildren',
  'createRoutesFromElements',
  'createSearchParams',
  'generatePath',
  'isRouteErrorResponse',
  'matchPath',
  'matchRoutes',
  'parsePath',
  'renderMatches',
  'resolvePath',
];
