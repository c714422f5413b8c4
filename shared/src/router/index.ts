/**
 * The site's one router. Every module takes router APIs from here, never from
 * react-router-dom itself: this module is a federated singleton, so the shell's router
 * context reaches every remote, and it re-exports only what the shop uses, so the router
 * code in it stays tree-shaken (a shared npm package never is). Add a name here when a
 * module needs one more API.
 *
 * Declarative routing only (`BrowserRouter` and route objects through `useRoutes`): the shop
 * loads no data through the router, and the data router (`createBrowserRouter`) would put
 * some 16 KB gzipped more on every page. docs/decisions/0011-declarative-router.md.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
