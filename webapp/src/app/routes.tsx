import { Navigate, type RouteObject } from 'react-router-dom';

import { ErrorScreen } from '@/components/error-boundary';
import { RequireAuth, RequireLicence, RequireProfile, RequireRole } from '@/components/guards';
import { ADMIN_ROLES, ALL_ROLES, CLIENT_ROLES, STAFF_ROLES } from '@/lib/session';

import { lazyPage } from './lazy-page';

/**
 * Every route of spec §2 (basename /client). Each screen is its own lazily loaded chunk, so
 * the login screen loads only what it needs. Guards hide what the server would refuse:
 * staff-only screens, Admin-only actions, client-only screens, and (for a Client without a
 * client profile) everything but Add Client and their own settings.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  {
    path: '/login',
    element: lazyPage(() => import('@/features/auth/routes/login')),
    errorElement: <ErrorScreen />,
  },
  {
    path: '/register',
    element: lazyPage(() => import('@/features/auth/routes/register')),
    errorElement: <ErrorScreen />,
  },
  {
    path: '/dashboard',
    element: <RequireAuth />,
    errorElement: <ErrorScreen />,
    children: [
      {
        element: lazyPage(() => import('@/features/shell/routes/dashboard-layout')),
        children: [
          // Reachable without a client profile.
          { path: 'pages/addclient', element: lazyPage(() => import('@/features/clients/routes/add-client')) },
          { path: 'pages/password', element: lazyPage(() => import('@/features/users/routes/change-password')) },
          { path: 'pages/edit/:userId', element: lazyPage(() => import('@/features/users/routes/edit-user')) },
          {
            element: <RequireProfile />,
            children: [
              { index: true, element: lazyPage(() => import('@/features/dashboard/routes/home')) },
              { path: 'pages/editclient/:clientId', element: lazyPage(() => import('@/features/clients/routes/edit-client')) },
              // Staff: users and clients.
              {
                element: <RequireRole roles={STAFF_ROLES} />,
                children: [
                  { path: 'pages/users', element: lazyPage(() => import('@/features/users/routes/users')) },
                  { path: 'pages/clients', element: lazyPage(() => import('@/features/clients/routes/clients')) },
                  { path: 'pages/editpayment/:paymentId', element: lazyPage(() => import('@/features/payments/routes/edit-payment')) },
                ],
              },
              {
                element: <RequireRole roles={ADMIN_ROLES} />,
                children: [
                  { path: 'pages/adduser', element: lazyPage(() => import('@/features/users/routes/add-user')) },
                  { path: 'pages/AddUser', caseSensitive: true, element: lazyPage(() => import('@/features/users/routes/add-user')) },
                  { path: 'pages/delete/:id', element: lazyPage(() => import('@/features/users/routes/delete-user')) },
                ],
              },
              // Everybody signed in (payments are the client's own, or any client's for staff).
              {
                element: <RequireRole roles={ALL_ROLES} />,
                children: [
                  { path: 'pages/payments', element: lazyPage(() => import('@/features/payments/routes/payments')) },
                  { path: 'pages/addpayment', element: lazyPage(() => import('@/features/payments/routes/add-payment')) },
                ],
              },
              // A Client's own media, videos, playlists and subscription.
              {
                element: <RequireRole roles={CLIENT_ROLES} />,
                children: [
                  {
                    element: <RequireLicence />,
                    children: [
                      { path: 'pages/medias', element: lazyPage(() => import('@/features/medias/routes/medias')) },
                      { path: 'pages/addplaylist', element: lazyPage(() => import('@/features/playlists/routes/add-playlist')) },
                    ],
                  },
                  { path: 'pages/addvideos', element: lazyPage(() => import('@/features/videos/routes/add-video')) },
                  { path: 'pages/editvideos/:videosId', element: lazyPage(() => import('@/features/videos/routes/edit-video')) },
                  { path: 'pages/playlist', element: lazyPage(() => import('@/features/playlists/routes/playlists')) },
                  { path: 'pages/editplaylist/:playlistId', element: lazyPage(() => import('@/features/playlists/routes/edit-playlist')) },
                  { path: 'pages/subscriptions', element: lazyPage(() => import('@/features/payments/routes/subscriptions')) },
                ],
              },
            ],
          },
          { path: '*', element: <Navigate to="/dashboard" replace /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/login" replace /> },
];
