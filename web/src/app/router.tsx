import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { RequireDealer } from '../features/auth/RequireDealer';
import { HomePage } from '../features/home/HomePage';
import { ServerFrame } from './boot';
import { BareLayout } from './layouts/BareLayout';
import { MainLayout } from './layouts/MainLayout';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { NO_SIDEBAR, SEARCH_RESULTS } from './routeHandle';

/** A page loaded on first visit, so each feature's libraries stay out of the start-up bundle. */
function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: pick(await load()) });
}

/** The routes of spec §2, all under /spa. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // The first page's code is still loading: the frame the server painted stays as it was.
    hydrateFallbackElement: <ServerFrame />,
    children: [
      {
        // Lazy: the sign-in screens (and zod, through the login schema) stay out of the start-up bundle.
        lazy: page(
          () => import('./layouts/LoginLayout'),
          (m) => m.LoginLayout,
        ),
        children: [
          {
            path: 'login',
            lazy: page(
              () => import('../features/auth/LoginPage'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: 'apage/:id',
            lazy: page(
              () => import('../features/content/ContentPage'),
              (m) => m.LoginLayoutContentPage,
            ),
          },
        ],
      },
      {
        // The back office: its own frame and chunks, so the storefront's bundle does not grow.
        path: 'admin',
        lazy: page(
          () => import('../features/admin/AdminLayout'),
          (m) => m.AdminLayout,
        ),
        children: [
          {
            index: true,
            lazy: page(
              () => import('../features/admin/orders/OrdersRedirect'),
              (m) => m.OrdersRedirect,
            ),
          },
          {
            path: 'orders',
            lazy: page(
              () => import('../features/admin/orders/OrdersPage'),
              (m) => m.OrdersPage,
            ),
          },
          {
            path: 'orders/:id',
            lazy: page(
              () => import('../features/admin/orders/OrderPage'),
              (m) => m.OrderPage,
            ),
          },
          {
            path: 'dealers',
            lazy: page(
              () => import('../features/admin/dealers/DealersPage'),
              (m) => m.DealersPage,
            ),
          },
          {
            path: 'dealers/new',
            lazy: page(
              () => import('../features/admin/dealers/DealerPage'),
              (m) => m.NewDealerPage,
            ),
          },
          {
            path: 'representatives',
            lazy: page(
              () => import('../features/admin/dealers/RepresentativesPage'),
              (m) => m.RepresentativesPage,
            ),
          },
          {
            path: 'representatives/new',
            lazy: page(
              () => import('../features/admin/dealers/RepresentativesPage'),
              (m) => m.NewRepresentativePage,
            ),
          },
          {
            path: 'representatives/:id',
            lazy: page(
              () => import('../features/admin/dealers/RepresentativesPage'),
              (m) => m.RepresentativePage,
            ),
          },
          {
            path: 'menus',
            lazy: page(
              () => import('../features/admin/content/MenusPage'),
              (m) => m.MenusPage,
            ),
          },
          {
            path: 'promotions',
            lazy: page(
              () => import('../features/admin/content/PromotionsPage'),
              (m) => m.PromotionsPage,
            ),
          },
          {
            path: 'promotions/new',
            lazy: page(
              () => import('../features/admin/content/PromotionsPage'),
              (m) => m.NewPromotionPage,
            ),
          },
          {
            path: 'promotions/:id',
            lazy: page(
              () => import('../features/admin/content/PromotionsPage'),
              (m) => m.PromotionPage,
            ),
          },
          {
            path: 'sliders',
            lazy: page(
              () => import('../features/admin/content/SlidersPage'),
              (m) => m.SlidersPage,
            ),
          },
          {
            path: 'sliders/new',
            lazy: page(
              () => import('../features/admin/content/SlidersPage'),
              (m) => m.NewSliderPage,
            ),
          },
          {
            path: 'sliders/:id',
            lazy: page(
              () => import('../features/admin/content/SlidersPage'),
              (m) => m.SliderPage,
            ),
          },
          {
            path: 'pages',
            lazy: page(
              () => import('../features/admin/content/PagesPage'),
              (m) => m.PagesPage,
            ),
          },
          {
            path: 'pages/new',
            lazy: page(
              () => import('../features/admin/content/PageEditPage'),
              (m) => m.NewPagePage,
            ),
          },
          {
            path: 'pages/:id',
            lazy: page(
              () => import('../features/admin/content/PageEditPage'),
              (m) => m.PageEditPage,
            ),
          },
          {
            path: 'webhooks',
            lazy: page(
              () => import('../features/admin/integration/WebhooksPage'),
              (m) => m.WebhooksPage,
            ),
          },
          {
            path: 'webhooks/new',
            lazy: page(
              () => import('../features/admin/integration/WebhooksPage'),
              (m) => m.NewWebhookPage,
            ),
          },
          {
            path: 'webhooks/:id',
            lazy: page(
              () => import('../features/admin/integration/WebhooksPage'),
              (m) => m.WebhookPage,
            ),
          },
          {
            path: 'imports',
            lazy: page(
              () => import('../features/admin/integration/ImportsPage'),
              (m) => m.ImportsPage,
            ),
          },
          {
            path: 'api-keys',
            lazy: page(
              () => import('../features/admin/integration/ApiKeysPage'),
              (m) => m.ApiKeysPage,
            ),
          },
          {
            path: 'rates',
            lazy: page(
              () => import('../features/admin/settings/RatesPage'),
              (m) => m.RatesPage,
            ),
          },
          {
            path: 'settings',
            lazy: page(
              () => import('../features/admin/settings/SettingsPage'),
              (m) => m.SettingsPage,
            ),
          },
          {
            path: 'settings/delivery-slots',
            lazy: page(
              () => import('../features/admin/settings/DeliverySlotsPage'),
              (m) => m.DeliverySlotsPage,
            ),
          },
          {
            path: 'settings/bank-accounts',
            lazy: page(
              () => import('../features/admin/settings/BankAccountsPage'),
              (m) => m.BankAccountsPage,
            ),
          },
          {
            path: 'settings/payment-methods',
            lazy: page(
              () => import('../features/admin/settings/PaymentMethodsPage'),
              (m) => m.PaymentMethodsPage,
            ),
          },
          {
            path: 'payments',
            lazy: page(
              () => import('../features/admin/payments/PaymentsPage'),
              (m) => m.PaymentsPage,
            ),
          },
          {
            path: 'audit',
            lazy: page(
              () => import('../features/admin/staff/AuditPage'),
              (m) => m.AuditPage,
            ),
          },
          {
            path: 'staff',
            lazy: page(
              () => import('../features/admin/staff/StaffPage'),
              (m) => m.StaffPage,
            ),
          },
          {
            path: 'dealers/:id',
            lazy: page(
              () => import('../features/admin/dealers/DealerPage'),
              (m) => m.DealerPage,
            ),
          },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          {
            path: 'qrmenu',
            lazy: page(
              () => import('../features/qr-menu/QrMenuPage'),
              (m) => m.QrMenuPage,
            ),
          },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'product/:id',
            lazy: page(
              () => import('../features/product/ProductPage'),
              (m) => m.ProductPage,
            ),
          },
          {
            path: 'catalog/:id',
            lazy: page(
              () => import('../features/catalog/CategoryPage'),
              (m) => m.CategoryPage,
            ),
          },
          {
            path: 'search',
            handle: SEARCH_RESULTS,
            lazy: page(
              () => import('../features/catalog/SearchPage'),
              (m) => m.SearchPage,
            ),
          },
          {
            path: 'brand/all',
            lazy: page(
              () => import('../features/catalog/BrandsPage'),
              (m) => m.BrandsPage,
            ),
          },
          {
            path: 'brand/:id/:categoryId?',
            lazy: page(
              () => import('../features/catalog/BrandProductsPage'),
              (m) => m.BrandProductsPage,
            ),
          },
          {
            path: 'productAll',
            lazy: page(
              () => import('../features/catalog/AllProductsPage'),
              (m) => m.AllProductsPage,
            ),
          },
          {
            path: 'page/:id',
            lazy: page(
              () => import('../features/content/ContentPage'),
              (m) => m.ContentPage,
            ),
          },
          {
            // Dealer-only pages: a visitor or an expired session goes to /login (spec §4 "Session").
            element: <RequireDealer />,
            children: [
              {
                path: 'basket',
                lazy: page(
                  () => import('../features/basket/BasketPage'),
                  (m) => m.BasketPage,
                ),
              },
              {
                path: 'quick-order',
                handle: NO_SIDEBAR,
                lazy: page(
                  () => import('../features/quick-order/QuickOrderPage'),
                  (m) => m.QuickOrderPage,
                ),
              },
              {
                path: 'info/me',
                lazy: page(
                  () => import('../features/account/AccountPage'),
                  (m) => m.AccountPage,
                ),
              },
              {
                path: 'report/:type',
                handle: NO_SIDEBAR,
                lazy: page(
                  () => import('../features/reports/ReportPage'),
                  (m) => m.ReportPage,
                ),
              },
              {
                path: 'checkout/success/:id',
                handle: NO_SIDEBAR,
                lazy: page(
                  () => import('../features/checkout/CheckoutSuccessPage'),
                  (m) => m.CheckoutSuccessPage,
                ),
              },
              {
                path: 'checkout/:id',
                handle: NO_SIDEBAR,
                lazy: page(
                  () => import('../features/checkout/CheckoutPage'),
                  (m) => m.CheckoutPage,
                ),
              },
              {
                path: 'payment',
                handle: NO_SIDEBAR,
                lazy: page(
                  () => import('../features/payment/PaymentPage'),
                  (m) => m.PaymentPage,
                ),
              },
              {
                path: 'payment/success/:id',
                handle: NO_SIDEBAR,
                lazy: page(
                  () => import('../features/payment/PaymentSuccessPage'),
                  (m) => m.PaymentSuccessPage,
                ),
              },
            ],
          },
          {
            path: '*',
            lazy: page(
              () => import('../features/content/NotFoundPage'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

/** Where the app lives: the router reads and writes addresses below it. */
export const BASENAME = '/spa';

/** The browser's router; `hydrationData` when the page arrived drawn by the server (server-entry.tsx). */
export const createRouter = (hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { basename: BASENAME, hydrationData });
