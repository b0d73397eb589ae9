// The parts of react-router the frontends may use: the whole declarative-mode API (the shell owns a
// BrowserRouter; the data-router APIs, loaders, actions, fetchers, server rendering, are left out).
//
// react-router is a shared singleton, and shared modules are normally bundled whole: about 60 KB gzip
// for react-router 7. Production builds share it tree-shaken to these exports instead (about 15 KB
// gzip). The copy on a page is the one the shell loaded first, so:
// - every frontend on a page must be a production build made with this list (a remote's dev server
//   cannot be mixed into a production shell: it would ask for the untouched copy, which is not built);
// - a frontend that imports anything else from 'react-router' or 'react-router-dom' must add it here
//   (the web-kit test `shared-exports.test.ts` fails until it does) and the shell must be rebuilt with it.
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
