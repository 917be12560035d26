import { CollectionsListPage } from '../slices/nft/CollectionsListPage';

export function CollectionsRoute() {
  return <CollectionsListPage />;
}
