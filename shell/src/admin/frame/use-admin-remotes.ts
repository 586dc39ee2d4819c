import type { AdminRemoteModule, RemoteDescriptor } from '@market/contract/remotes';
import { useEffect } from 'react';
import type { RemoteFailureKind } from '../../federation/failures';
import {
  ensureRemoteModule,
  getRemoteList,
  getRemoteModuleState,
  loadRemoteList,
  retryRemoteModule,
  useRemoteStore,
  type LoadStatus,
} from '../../federation/remote-store';
import { adminRemotesFor } from '../../federation/select-remotes';
import type { RemoteRouteTable } from './admin-routes';

export interface AdminRemoteView {
  descriptor: RemoteDescriptor;
  status: LoadStatus;
  kind?: RemoteFailureKind;
  retry: () => void;
}

/**
 * The route tables of the admin remotes this staff member may load (and only those: the others
 * are never downloaded). Tables appear as each remote answers; a failed one is reported, not thrown.
 */
export function useAdminRemotes(grants: readonly string[]): {
  listStatus: LoadStatus;
  retryList: () => void;
  remotes: AdminRemoteView[];
  /** Admin remotes this staff member may not use: their areas answer 403, never downloaded. */
  withheld: RemoteDescriptor[];
  tables: RemoteRouteTable[];
} {
  useRemoteStore();
  const list = getRemoteList();
  const allowed = adminRemotesFor(list.descriptors, grants);
  const names = allowed.map((d) => d.name).join(',');

  useEffect(() => {
    if (getRemoteList().status === 'error') void loadRemoteList().catch(() => undefined);
  }, []);

  useEffect(() => {
    for (const name of names ? names.split(',') : []) ensureRemoteModule(name, 'routes');
  }, [names]);

  const remotes: AdminRemoteView[] = [];
  const tables: RemoteRouteTable[] = [];
  for (const descriptor of allowed) {
    const state = getRemoteModuleState<AdminRemoteModule>(descriptor.name, 'routes');
    remotes.push({ descriptor, status: state.status, kind: state.kind, retry: () => retryRemoteModule(descriptor.name, 'routes') });
    if (state.status === 'ready' && state.module) tables.push({ remote: descriptor.name, routes: state.module.routes });
  }
  return {
    listStatus: list.status,
    retryList: () => void loadRemoteList().catch(() => undefined),
    remotes,
    withheld: list.descriptors.filter((d) => d.area === 'admin' && !allowed.includes(d)),
    tables,
  };
}
