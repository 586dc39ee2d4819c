/**
 * The only module that imports react-router-dom (lint-enforced), shared as one singleton with just
 * what the apps use: shared whole, the router costs ~60 KB gzip on the first storefront page.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, RouteObject, To } from 'react-router-dom';
