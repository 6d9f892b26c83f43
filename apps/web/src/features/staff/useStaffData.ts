import { useCallback, useEffect, useState } from 'react';
import { staffApi, StaffApiError } from './api';

export interface StaffData<T> {
  data: T | undefined;
  error: StaffApiError | null;
  loading: boolean;
  reload: () => void;
  /** Replaces the data with what a change answered (the detail after a PATCH). */
  setData: (data: T) => void;
}

/** GETs `path` (again when it changes, or on `reload`); null: nothing to fetch yet. */
export function useStaffData<T>(path: string | null): StaffData<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<StaffApiError | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (path === null) return;
    const ctl = new AbortController();
    setLoading(true);
    setError(null);
    staffApi.get<T>(path, ctl.signal).then(
      (d) => {
        setData(d);
        setLoading(false);
      },
      (err: unknown) => {
        if (ctl.signal.aborted) return;
        setError(err instanceof StaffApiError ? err : new StaffApiError(0, 'network_error', null));
        setLoading(false);
      },
    );
    return () => ctl.abort();
  }, [path, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data, error, loading, reload, setData };
}
