import { MainPage } from '../slices/main/MainPage';

export function MainRoute() {
  return <MainPage />;
}
