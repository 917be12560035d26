import { getRouteApi, Navigate } from '@tanstack/react-router';
import { ConfigPage } from '../slices/config/ConfigPage';
import { DEFAULT_SECTION, parseConfigSection } from '../slices/config/sections';

const route = getRouteApi('/config/{-$section}');

export function ConfigRoute() {
  const { section } = route.useParams();
  const navigate = route.useNavigate();
  const parsed = parseConfigSection(section);
  // Spec: voting is the default sub-page and any other one redirects to it.
  if (parsed === null)
    return <Navigate to="/config/{-$section}" params={{ section: DEFAULT_SECTION }} replace />;
  return (
    <ConfigPage
      section={parsed}
      onSectionChange={(s) => void navigate({ to: '/config/{-$section}', params: { section: s } })}
    />
  );
}
