// Code-based route tree (spec §2 route table). Every page is lazy-loaded so the initial bundle holds
// only the shell; routes stay thin and hand their params to a slice's page component.
import { createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { parseBlocksSearch, parseMessagesSearch, parseTransactionsSearch } from '../routes/search-params';
import { NotFoundPage } from '../slices/not-found/NotFoundPage';
import { Layout } from './layout/Layout';

const rootRoute = createRootRoute({ component: Layout, notFoundComponent: NotFoundPage });

const mainRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../routes/main'), 'MainRoute'),
});

const blocksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blocks',
  validateSearch: parseBlocksSearch,
  component: lazyRouteComponent(() => import('../routes/blocks'), 'BlocksRoute'),
});

const blockRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blocks/$id/{-$tab}',
  component: lazyRouteComponent(() => import('../routes/block'), 'BlockByHashRoute'),
});

const blockByNumberRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blocks/$workchain/$shard/$seqno/{-$tab}',
  component: lazyRouteComponent(() => import('../routes/block'), 'BlockByNumberRoute'),
});

const transactionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/transactions',
  validateSearch: parseTransactionsSearch,
  component: lazyRouteComponent(() => import('../routes/transactions'), 'TransactionsRoute'),
});

const transactionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/transactions/$id/{-$tab}',
  component: lazyRouteComponent(() => import('../routes/transaction'), 'TransactionRoute'),
});

const messagesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/messages',
  validateSearch: parseMessagesSearch,
  component: lazyRouteComponent(() => import('../routes/messages'), 'MessagesRoute'),
});

const messageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/messages/$id',
  component: lazyRouteComponent(() => import('../routes/message'), 'MessageRoute'),
});

const routeTree = rootRoute.addChildren([
  mainRoute,
  blocksRoute,
  blockRoute,
  blockByNumberRoute,
  transactionsRoute,
  transactionRoute,
  messagesRoute,
  messageRoute,
]);

export const router = createRouter({ routeTree, scrollRestoration: true, defaultPreload: 'intent' });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
