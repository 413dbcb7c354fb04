import { type Location, Outlet, useLocation } from 'react-router';

/**
 * A layout route's component that keeps where the router is, and `location()` that reads it: for
 * screens that keep their state in the address, and links that navigate. `what` names the rendered
 * thing in the error of a read before the first render.
 */
export function locationProbe(what: string) {
  let location: Location | undefined;
  function Frame() {
    location = useLocation();
    return <Outlet />;
  }
  return {
    Frame,
    location: () => {
      if (!location) throw new Error(`The ${what} has not rendered yet`);
      return location;
    },
  };
}
