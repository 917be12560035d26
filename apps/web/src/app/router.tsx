// Code-based route tree (spec §2 route table). Every page is lazy-loaded so the initial bundle holds
// only the shell; routes stay thin and hand their params to a slice's page component.
import { createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { parseBlocksSearch, parseMessagesSearch, parseTransactionsSearch } from '../routes/search-params';
import { parseAccountsSearch } from '../slices/account/accounts-filter';
import { parseContractsSearch, parseVerificationSearch } from '../slices/contracts/contracts-search';
import { parseInteractionSearch } from '../slices/sign-in/interaction-search';
import { parseTokensSearch, parseTokenTransactionsSearch } from '../slices/token/token-search';
import { parseValidatorsSearch } from '../slices/validators/sets';
import { Layout } from './layout/Layout';

const rootRoute = createRootRoute({
  component: Layout,
  notFoundComponent: lazyRouteComponent(() => import('../slices/not-found/NotFoundPage'), 'NotFoundPage'),
});

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

const transactionDiagramRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/transactions/$id/diagram/$',
  component: lazyRouteComponent(() => import('../routes/transaction'), 'TransactionDiagramRoute'),
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

const accountsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts',
  validateSearch: parseAccountsSearch,
  component: lazyRouteComponent(() => import('../routes/accounts'), 'AccountsRoute'),
});

const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts/$id/{-$tab}',
  component: lazyRouteComponent(() => import('../routes/account'), 'AccountRoute'),
});

const accountContractRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts/$id/source-code/contract',
  component: lazyRouteComponent(() => import('../routes/account'), 'AccountContractRoute'),
});

const tokensRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tokens',
  validateSearch: parseTokensSearch,
  component: lazyRouteComponent(() => import('../routes/tokens'), 'TokensRoute'),
});

const tokenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tokens/$address',
  component: lazyRouteComponent(() => import('../routes/token'), 'TokenRoute'),
});

const tokenTransactionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tokens-transactions',
  validateSearch: parseTokenTransactionsSearch,
  component: lazyRouteComponent(() => import('../routes/token-transactions'), 'TokenTransactionsRoute'),
});

const collectionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/collections',
  component: lazyRouteComponent(() => import('../routes/collections'), 'CollectionsRoute'),
});

const nftRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/nfts/$address',
  component: lazyRouteComponent(() => import('../routes/nft'), 'NftRoute'),
});

const validatorsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/validators',
  validateSearch: parseValidatorsSearch,
  component: lazyRouteComponent(() => import('../routes/validators'), 'ValidatorsRoute'),
});

const contractsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contracts',
  validateSearch: parseContractsSearch,
  component: lazyRouteComponent(() => import('../routes/contracts'), 'ContractsRoute'),
});

const contractVerificationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contracts/verification',
  validateSearch: parseVerificationSearch,
  component: lazyRouteComponent(() => import('../routes/contracts'), 'ContractVerificationRoute'),
});

const contractRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contracts/$id',
  component: lazyRouteComponent(() => import('../routes/contracts'), 'ContractRoute'),
});

const configRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/config/{-$section}',
  component: lazyRouteComponent(() => import('../routes/config'), 'ConfigRoute'),
});

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signin',
  validateSearch: parseInteractionSearch,
  component: lazyRouteComponent(() => import('../routes/sign-in'), 'SignInRoute'),
});

const registrationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/registration',
  validateSearch: parseInteractionSearch,
  component: lazyRouteComponent(() => import('../routes/sign-in'), 'RegistrationRoute'),
});

const tokenListsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/token-lists',
  component: lazyRouteComponent(() => import('../routes/token-lists'), 'TokenListsRoute'),
});

const tokenListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/token-lists/$id',
  component: lazyRouteComponent(() => import('../routes/token-lists'), 'TokenListRoute'),
});

const tokenListProposalsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/token-lists/$id/proposals',
  component: lazyRouteComponent(() => import('../routes/token-lists'), 'TokenListProposalsRoute'),
});

// Every settings path lands on one route: the page picks its tab from the rest of the path and sends an
// unknown one to My tokens.
const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings/$',
  component: lazyRouteComponent(() => import('../routes/settings'), 'SettingsRoute'),
});

const routeTree = rootRoute.addChildren([
  validatorsRoute,
  configRoute,
  mainRoute,
  blocksRoute,
  blockRoute,
  blockByNumberRoute,
  transactionsRoute,
  transactionRoute,
  transactionDiagramRoute,
  messagesRoute,
  messageRoute,
  accountsRoute,
  accountRoute,
  accountContractRoute,
  tokensRoute,
  tokenRoute,
  tokenTransactionsRoute,
  collectionsRoute,
  nftRoute,
  contractsRoute,
  contractVerificationRoute,
  contractRoute,
  signInRoute,
  registrationRoute,
  settingsRoute,
  tokenListsRoute,
  tokenListRoute,
  tokenListProposalsRoute,
]);

export const router = createRouter({ routeTree, scrollRestoration: true, defaultPreload: 'intent' });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
