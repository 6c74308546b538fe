import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { locationChanged } from '../../lib/qa/locationChanged';
import { useAppDispatch } from '../../lib/store/hooks';

/** Inside the router: every address the page shows becomes a `qa/locationChanged` action in the recorded log. */
export function LocationRecorder() {
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    dispatch(locationChanged(pathname + search + hash));
  }, [dispatch, pathname, search, hash]);
  return null;
}
