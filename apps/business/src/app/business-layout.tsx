import { Outlet } from 'react-router';

/** TODO(helper D): the signed-in business frame (session guard, current shop, navigation). */
export function BusinessLayout() {
  return <Outlet />;
}
