import { useLocation } from 'react-router';

/** Shows the router's current location to a test: pathname + search + hash as text, state as JSON. */
export function LocationProbe() {
  const { pathname, search, hash, state } = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(state ?? null)}>
      {`${pathname}${search}${hash}`}
    </output>
  );
}
