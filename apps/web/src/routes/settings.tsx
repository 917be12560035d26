// /settings/<path> (spec §2 "settings"): one splat route for every sub-page. /settings alone (the splat
// is then empty) and any path no tab owns are replaced by /settings/addresses (My tokens).
import { getRouteApi, Navigate } from '@tanstack/react-router';
import { SettingsPage } from '../slices/settings/SettingsPage';
import { DEFAULT_SETTINGS_TAB, locationOf } from '../slices/settings/settings-tabs';

const route = getRouteApi('/settings/$');

export function SettingsRoute() {
  const { _splat } = route.useParams();
  const navigate = route.useNavigate();
  const location = locationOf(_splat);
  if (location === null)
    return <Navigate to="/settings/$" params={{ _splat: DEFAULT_SETTINGS_TAB }} replace />;
  const go = (splat: string) => void navigate({ to: '/settings/$', params: { _splat: splat } });
  return <SettingsPage location={location} onTabChange={go} go={go} />;
}
