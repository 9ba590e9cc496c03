import { Navigate, type RouteObject } from 'react-router-dom';

import { ErrorScreen } from '@/components/error-boundary';
import { RequireAuth, RequireProfile, RequireRole } from '@/components/guards';
import { ADMIN_ROLES, ALL_ROLES, CLIENT_ROLES, STAFF_ROLES } from '@/lib/session';

import { lazyPage } from './lazy-page';

const serverState = () => import('./server-state').then((m) => ({ default: m.ServerState }));
const requireLicence = () => import('@/components/require-licence').then((m) => ({ default: m.RequireLicence }));

/**
 * Every route of spec §2 (basename /client). Each screen is its own lazily loaded chunk, so
 * the login screen loads only what it needs. Guards hide what the server would refuse:
 * staff-only screens, Admin-only actions, client-only screens, and (for a Client without a
 * client profile) everything but Add Client and their own settings. Server state (the query
 * cache, with its library) begins under /dashboard: the login screen loads none of it.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  {
    id: 'login', path: '/login',
    element: lazyPage(() => import('@/features/auth/routes/login')),
    errorElement: <ErrorScreen />,
  },
  {
    id: 'register', path: '/register',
    element: lazyPage(() => import('@/features/auth/routes/register')),
    errorElement: <ErrorScreen />,
  },
  {
    // The TV player: no session, no portal chrome, its own chunk.
    id: 'player', path: '/player',
    element: lazyPage(() => import('@/features/player/routes/player')),
    errorElement: <ErrorScreen />,
  },
  {
    path: '/dashboard',
    element: <RequireAuth />,
    errorElement: <ErrorScreen />,
    children: [
      {
        element: lazyPage(serverState),
        children: [
          {
            element: lazyPage(() => import('@/features/shell/routes/dashboard-layout')),
            children: [
              // Reachable without a client profile.
              { id: 'add-client', path: 'pages/addclient', element: lazyPage(() => import('@/features/clients/routes/add-client')) },
              { id: 'change-password', path: 'pages/password', element: lazyPage(() => import('@/features/users/routes/change-password')) },
              { id: 'edit-user', path: 'pages/edit/:userId', element: lazyPage(() => import('@/features/users/routes/edit-user')) },
              { id: 'security', path: 'pages/security', element: lazyPage(() => import('@/features/auth/routes/security')) },
              {
                element: <RequireProfile />,
                children: [
                  { id: 'home', index: true, element: lazyPage(() => import('@/features/dashboard/routes/home')) },
                  { id: 'edit-client', path: 'pages/editclient/:clientId', element: lazyPage(() => import('@/features/clients/routes/edit-client')) },
                  // Staff: users and clients.
                  {
                    element: <RequireRole roles={STAFF_ROLES} />,
                    children: [
                      { id: 'users', path: 'pages/users', element: lazyPage(() => import('@/features/users/routes/users')) },
                      { id: 'clients', path: 'pages/clients', element: lazyPage(() => import('@/features/clients/routes/clients')) },
                      { id: 'audit', path: 'pages/audit', element: lazyPage(() => import('@/features/audit/routes/audit')) },
                      { id: 'edit-payment', path: 'pages/editpayment/:paymentId', element: lazyPage(() => import('@/features/payments/routes/edit-payment')) },
                    ],
                  },
                  {
                    element: <RequireRole roles={ADMIN_ROLES} />,
                    children: [
                      { id: 'add-user-capitalised', path: 'pages/AddUser', caseSensitive: true, element: lazyPage(() => import('@/features/users/routes/add-user')) },
                      { id: 'add-user', path: 'pages/adduser', element: lazyPage(() => import('@/features/users/routes/add-user')) },
                      { id: 'delete-user', path: 'pages/delete/:id', element: lazyPage(() => import('@/features/users/routes/delete-user')) },
                    ],
                  },
                  // Everybody signed in (payments are the client's own, or any client's for staff).
                  {
                    element: <RequireRole roles={ALL_ROLES} />,
                    children: [
                      { id: 'payments', path: 'pages/payments', element: lazyPage(() => import('@/features/payments/routes/payments')) },
                      { id: 'add-payment', path: 'pages/addpayment', element: lazyPage(() => import('@/features/payments/routes/add-payment')) },
                      { id: 'screens', path: 'pages/screens', element: lazyPage(() => import('@/features/screens/routes/screens')) },
                      { id: 'emergency', path: 'pages/emergency', element: lazyPage(() => import('@/features/emergencies/routes/emergencies')) },
                      { id: 'plays', path: 'pages/plays', element: lazyPage(() => import('@/features/plays/routes/plays')) },
                    ],
                  },
                  // A Client's own media, videos, playlists and subscription.
                  {
                    element: <RequireRole roles={CLIENT_ROLES} />,
                    children: [
                      {
                        element: lazyPage(requireLicence),
                        children: [
                          { id: 'medias', path: 'pages/medias', element: lazyPage(() => import('@/features/medias/routes/medias')) },
                          { id: 'add-playlist', path: 'pages/addplaylist', element: lazyPage(() => import('@/features/playlists/routes/add-playlist')) },
                        ],
                      },
                      { id: 'add-video', path: 'pages/addvideos', element: lazyPage(() => import('@/features/videos/routes/add-video')) },
                      { id: 'edit-video', path: 'pages/editvideos/:videosId', element: lazyPage(() => import('@/features/videos/routes/edit-video')) },
                      { id: 'schedule', path: 'schedule', element: lazyPage(() => import('@/features/schedules/routes/schedule')) },
                      { id: 'screen-groups', path: 'pages/screen-groups', element: lazyPage(() => import('@/features/screen-groups/routes/screen-groups')) },
                      { id: 'playlists', path: 'pages/playlist', element: lazyPage(() => import('@/features/playlists/routes/playlists')) },
                      { id: 'edit-playlist', path: 'pages/editplaylist/:playlistId', element: lazyPage(() => import('@/features/playlists/routes/edit-playlist')) },
                      { id: 'preview', path: 'pages/preview/:playlistId', element: lazyPage(() => import('@/features/player/routes/preview')) },
                      { id: 'subscriptions', path: 'pages/subscriptions', element: lazyPage(() => import('@/features/payments/routes/subscriptions')) },
                    ],
                  },
                ],
              },
              { path: '*', element: <Navigate to="/dashboard" replace /> },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/login" replace /> },
];
