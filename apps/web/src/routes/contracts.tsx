// /contracts, /contracts/verification and /contracts/{id} (spec §2 "Contracts"): the id is a code hash
// or an address, handed to the page as typed.
import { getRouteApi } from '@tanstack/react-router';
import { ContractPage } from '../slices/contracts/ContractPage';
import { ContractsListPage } from '../slices/contracts/ContractsListPage';
import { VerificationPage } from '../slices/contracts/VerificationPage';

const list = getRouteApi('/contracts');
const verification = getRouteApi('/contracts/verification');
const byId = getRouteApi('/contracts/$id');

export function ContractsRoute() {
  const { page = 1 } = list.useSearch();
  const navigate = list.useNavigate();
  return (
    <ContractsListPage
      page={page}
      onPageChange={(next) => void navigate({ search: next > 1 ? { page: next } : {} })}
    />
  );
}

export function ContractVerificationRoute() {
  const { id } = verification.useSearch();
  return <VerificationPage id={id} />;
}

export function ContractRoute() {
  const { id } = byId.useParams();
  return <ContractPage key={id} id={decodeURIComponent(id)} />;
}
