// /settings/<path> (spec §2 "settings"): one splat route for every sub-page. /settings alone (the splat
// is then empty) and any path no tab owns are replaced by /settings/addresses (My tokens).
import { getRouteApi, Navigate } from '@tanstack/react-router';
import { SettingsPage } from '../slices/settings/SettingsPage';
import { DEFAULT_SETTINGS_TAB, tabOf } from '../slices/settings/settings-tabs';

const route = getRouteApi('/settings/$');

export function SettingsRoute() {
  const { _splat } = route.useParams();
  const navigate = route.useNavigate();
  const tab = tabOf(_splat);
  if (tab === null) return <Navigate to="/settings/$" params={{ _splat: DEFAULT_SETTINGS_TAB }} replace />;
  return (
    <SettingsPage
      tab={tab}
      onTabChange={(next) => void navigate({ to: '/settings/$', params: { _splat: next } })}
    />
  );
}
