import { getRouteApi } from '@tanstack/react-router';
import { ValidatorsPage } from '../slices/validators/ValidatorsPage';

const route = getRouteApi('/validators');

export function ValidatorsRoute() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <ValidatorsPage
      set={search.set ?? 'current'}
      onSetChange={(set) => void navigate({ search: set === 'current' ? {} : { set } })}
    />
  );
}
