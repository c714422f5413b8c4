/**
 * The site's one router. Every module takes router APIs from here, never from
 * react-router-dom itself: this module is a federated singleton, so the shell's router
 * context reaches every remote, and it re-exports only what the shop uses, so the router
 * code in it stays tree-shaken (a shared npm package never is). Add a name here when a
 * module needs one more API.
 */
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  isRouteErrorResponse,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
