// The parts of react-router the frontends may use. react-router is a shared singleton, and shared
// modules are normally bundled whole (about 60 KB gzip for react-router 7: data routers, fetchers,
// server rendering). Module federation's shared tree shaking keeps only these exports in every app's
// copy, so whichever app loads first provides all that the others need (about 14 KB gzip).
//
// A frontend that imports anything else from 'react-router' or 'react-router-dom' must add it here
// (the web-kit test `shared-exports.test.ts` fails until it does): the loaded copy would lack it.
export const ROUTER_EXPORTS = [
  // declarative routing
  'BrowserRouter',
  'MemoryRouter',
  'Routes',
  'Route',
  'Navigate',
  'Outlet',
  'Link',
  'NavLink',
  // hooks
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
  'useMatch',
  'useHref',
  'useInRouterContext',
  'useOutletContext',
  // utilities
  'matchPath',
  'generatePath',
  'createSearchParams',
];
